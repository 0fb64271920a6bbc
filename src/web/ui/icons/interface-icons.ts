/**
 * Every interface icon, for the /icons style reference page only (it reads this module's
 * namespace). The page does not take `import * as` of icons.tsx: that module's namespace object
 * would sit in the shell chunk every page loads first; this one sits in the page's own
 * chunk. A unit test checks that the list names every icon icons.tsx exports.
 */
export {
  AccessibilityIcon,
  AlertIcon,
  BagIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronUpIcon,
  ClockIcon,
  CloseIcon,
  EditIcon,
  FacebookIcon,
  HeartIcon,
  InfoIcon,
  InstagramIcon,
  LocationPinIcon,
  MailIcon,
  MenuIcon,
  MinusIcon,
  PhoneIcon,
  PlusIcon,
  SearchIcon,
  TikTokIcon,
  TrashIcon,
  UserIcon,
  XIcon,
  YouTubeIcon,
} from './icons.tsx';
