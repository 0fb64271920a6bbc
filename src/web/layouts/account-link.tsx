import { Link, useLocation } from 'react-router';
import { useMemberUser } from '../state/members.ts';
import { buttonClassName } from '../ui/button.tsx';
import { UserIcon } from '../ui/icons/icons.tsx';
import { rememberPreviousRoute, SIGN_IN_PATH } from './remember-route.ts';
import styles from './header.module.css';

/**
 * Header account control (spec §2): a "Sign In" button for guests (it remembers the current
 * path first), the profile icon linking to /account?section=general for members.
 */
export function AccountLink() {
  const user = useMemberUser();
  const location = useLocation();
  if (user) {
    return (
      <Link
        to="/account?section=general"
        className={styles.iconLink}
        aria-label={`Account, signed in as ${user.first_name}`}
      >
        <UserIcon />
      </Link>
    );
  }
  return (
    <Link
      to={SIGN_IN_PATH}
      className={buttonClassName({ variant: 'secondary', className: styles.signIn })}
      onClick={() => rememberPreviousRoute(location.pathname + location.search)}
    >
      Sign In
    </Link>
  );
}
