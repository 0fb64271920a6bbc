import { useId, type ReactNode } from 'react';

export interface IconProps {
  /** Accessible name. Without it the icon is decorative (aria-hidden) and its control must carry the label. */
  title?: string;
  /** Rendered size in px (width and height); defaults to 24. */
  size?: number;
  className?: string;
}

/**
 * Base of every icon: a 24×24 stroked SVG drawn with currentColor, so icons take the text
 * colour of their control and keep its contrast.
 */
export function SvgIcon({
  title,
  size = 24,
  className,
  children,
  filled = false,
}: IconProps & { children: ReactNode; filled?: boolean }) {
  const titleId = useId();
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      focusable="false"
      {...(title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      {children}
    </svg>
  );
}
