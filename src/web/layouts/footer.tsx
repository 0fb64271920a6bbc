import { Link } from 'react-router';
import type { AppInfo } from '../../domain/app-info.ts';
import { AccessibilityButton } from '../features/accessibility/accessibility-button.tsx';
import { NewsletterBox } from './lazy-islands.tsx';
import { FacebookIcon, InstagramIcon, MailIcon, TikTokIcon, XIcon, YouTubeIcon } from '../ui/icons/icons.tsx';
import { Logo } from './logo.tsx';
import { FOOTER_NAV, LEGAL_NAV, SOCIAL_LINKS, type SocialNetwork } from './site-links.ts';
import { FOOTER_ID } from './use-scroll-metrics.ts';
import styles from './footer.module.css';

const SOCIAL_ICON: Record<SocialNetwork, typeof InstagramIcon> = {
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  x: XIcon,
  tiktok: TikTokIcon,
  youtube: YouTubeIcon,
};

/** "© {year} {app name} · v{app version} · lib {library version}" (spec §2 footer copyright line). */
export function copyrightLine(app: Pick<AppInfo, 'name' | 'versions'>, year: number): string {
  return `© ${year} ${app.name} · v${app.versions.app} · lib ${app.versions.library}`;
}

/**
 * Footer (spec §2 "Other widgets"): logo, accessibility-mode button, contact e-mail, footer,
 * social and legal navigation, newsletter signup, copyright line with the app name and versions.
 */
export function Footer({ app }: { app: AppInfo }) {
  return (
    <footer id={FOOTER_ID} className={styles.footer}>
      <div className={styles.top}>
        <div className={styles.brand}>
          <Logo name={app.name} tone="inverse" />
          <p className={styles.tagline}>Housemade bread, pastries, brunch and coffee, baked fresh every morning.</p>
          <a className={styles.mail} href={`mailto:${app.contact_email}`}>
            <MailIcon size={20} />
            {app.contact_email}
          </a>
          <AccessibilityButton settings={app.accessibility} />
        </div>
        <nav className={styles.nav} aria-label="Footer">
          <h2 className={styles.navHeading}>Explore</h2>
          <ul>
            {FOOTER_NAV.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.newsletter}>
          <NewsletterBox />
        </div>
      </div>
      <div className={styles.bottom}>
        <nav aria-label="Social media">
          <ul className={styles.social}>
            {SOCIAL_LINKS.map(({ network, label, href }) => {
              const Icon = SOCIAL_ICON[network];
              return (
                <li key={network}>
                  <a href={href} rel="noopener noreferrer" aria-label={`${app.name} on ${label}`}>
                    <Icon />
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <nav aria-label="Legal">
          <ul className={styles.legal}>
            {LEGAL_NAV.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>{copyrightLine(app, new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}
