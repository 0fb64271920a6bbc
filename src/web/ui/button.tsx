import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';
type Size = 'md' | 'lg';

interface Common {
  variant?: ButtonVariant;
  size?: Size;
  /** Stretch to the container's width (panels, mobile). */
  block?: boolean;
  className?: string;
  children: ReactNode;
}

export type ButtonProps = Common & ButtonHTMLAttributes<HTMLButtonElement> & { to?: undefined };
export type ButtonLinkProps = Common & Omit<LinkProps, 'className'> & { to: LinkProps['to'] };

export function buttonClassName({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
}: Omit<Common, 'children'>): string {
  return [styles.button, styles[variant], size === 'lg' ? styles.lg : '', block ? styles.block : '', className ?? '']
    .filter(Boolean)
    .join(' ');
}

/**
 * The one button look (primary, secondary, link). With `to` it renders a router link styled as
 * a button (navigation stays a link for assistive tech); otherwise a <button type="button">.
 */
export function Button(props: ButtonProps | ButtonLinkProps) {
  if (props.to !== undefined) {
    const { variant, size, block, className, children, ...rest } = props;
    return (
      <Link {...rest} className={buttonClassName({ variant, size, block, className })}>
        {children}
      </Link>
    );
  }
  const { variant, size, block, className, children, type = 'button', ...rest } = props;
  return (
    <button {...rest} type={type} className={buttonClassName({ variant, size, block, className })}>
      {children}
    </button>
  );
}
