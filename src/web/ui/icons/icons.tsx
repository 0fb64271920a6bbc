import { SvgIcon, type IconProps } from './svg-icon.tsx';

/** The app's interface icons (spec §2 header, nav, cart, footer). Drawn here: no icon font, no CDN. */

export const MenuIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </SvgIcon>
);
export const CloseIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </SvgIcon>
);
export const BagIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M5 8h14l-1 12H6L5 8z" />
    <path d="M9 8V6.5a3 3 0 016 0V8" />
  </SvgIcon>
);
export const UserIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5" />
  </SvgIcon>
);
export const SearchIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </SvgIcon>
);
export const ChevronDownIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M6 9l6 6 6-6" />
  </SvgIcon>
);
export const ChevronUpIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M6 15l6-6 6 6" />
  </SvgIcon>
);
export const ChevronLeftIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M15 6l-6 6 6 6" />
  </SvgIcon>
);
export const ChevronRightIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M9 6l6 6-6 6" />
  </SvgIcon>
);
export const LocationPinIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </SvgIcon>
);
export const PhoneIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M5 4h4l1.5 4.5-2.5 1.5a11 11 0 006 6l1.5-2.5L20 15v4a1 1 0 01-1 1A16 16 0 014 5a1 1 0 011-1z" />
  </SvgIcon>
);
export const ClockIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </SvgIcon>
);
export const HeartIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0112 7.3 4.3 4.3 0 0119.5 10c0 5.4-7.5 10-7.5 10z" />
  </SvgIcon>
);
export const TrashIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4.5 7h15M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5" />
  </SvgIcon>
);
export const PlusIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M12 5v14M5 12h14" />
  </SvgIcon>
);
export const MinusIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M5 12h14" />
  </SvgIcon>
);
export const EditIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4 20h4L19 9l-4-4L4 16v4z" />
    <path d="M13.5 6.5l4 4" />
  </SvgIcon>
);
export const AccessibilityIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="4.5" r="1.75" />
    <path d="M5 8.5l7 1.5 7-1.5M12 10v4.5M12 14.5L9 21M12 14.5l3 6.5" />
  </SvgIcon>
);
export const MailIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
    <path d="M4 7l8 6 8-6" />
  </SvgIcon>
);
export const CheckIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </SvgIcon>
);
export const AlertIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M12 4l9 16H3l9-16z" />
    <path d="M12 10v4.5M12 17.5v.01" />
  </SvgIcon>
);
export const InfoIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 11v5.5M12 7.5v.01" />
  </SvgIcon>
);

/* Social networks: simplified marks in the same stroked style. */
export const InstagramIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="4" y="4" width="16" height="16" rx="4.5" />
    <circle cx="12" cy="12" r="3.5" />
    <path d="M16.8 7.2v.01" />
  </SvgIcon>
);
export const FacebookIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M14.5 8H16V4.5h-2.5A3.5 3.5 0 0010 8v2.5H8V14h2v6.5h3.5V14H16l.5-3.5h-3V8.8a.8.8 0 01.8-.8z" />
  </SvgIcon>
);
export const XIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4.5 4.5h4l11 15h-4l-11-15zM19 4.5l-6 6.8M5 19.5l6-6.8" />
  </SvgIcon>
);
export const TikTokIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M14 4v10.5a3.5 3.5 0 11-3.5-3.5M14 4c.5 2.5 2.3 4 5 4.2" />
  </SvgIcon>
);
export const YouTubeIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="3" y="6" width="18" height="12" rx="3.5" />
    <path d="M10.5 9.5v5l4-2.5-4-2.5z" />
  </SvgIcon>
);
