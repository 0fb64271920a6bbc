/**
 * Navigation destinations of the chrome (spec §2 "Layouts", "Other widgets": footer, social and
 * legal navigation). Content pages (about, catering, …) are served by the catch-all content route.
 */
export interface NavLink {
  label: string;
  to: string;
}

/** Header main nav and the top of the mobile nav. */
export const MAIN_NAV: NavLink[] = [
  { label: 'Menu', to: '/menu' },
  { label: 'Locations', to: '/locations' },
  { label: 'Catering', to: '/catering' },
  { label: 'Gift Cards', to: '/gift-cards' },
  { label: 'About', to: '/about' },
];

export const FOOTER_NAV: NavLink[] = [
  { label: 'About', to: '/about' },
  { label: 'Locations', to: '/locations' },
  { label: 'Catering', to: '/catering' },
  { label: 'Gift Cards', to: '/gift-cards' },
  { label: 'Reservations', to: '/reservations' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Careers', to: '/careers' },
];

export const LEGAL_NAV: NavLink[] = [
  { label: 'Privacy', to: '/privacy' },
  { label: 'Terms', to: '/terms' },
  { label: 'Accessibility', to: '/accessibility-statement' },
];

export type SocialNetwork = 'instagram' | 'facebook' | 'x' | 'tiktok' | 'youtube';

/** The brand's social accounts (external; opened in the same tab like every other link). */
export const SOCIAL_LINKS: { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/larkspurbakery' },
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/larkspurbakery' },
  { network: 'x', label: 'X', href: 'https://x.com/larkspurbakery' },
  { network: 'tiktok', label: 'TikTok', href: 'https://www.tiktok.com/@larkspurbakery' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@larkspurbakery' },
];
