import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useLocation, useNavigate } from './hooks';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** Whether a click is the app's to follow: a plain left click meant for this tab. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { target, download } = event.currentTarget;
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    (!target || target === '_self') &&
    !download
  );
}

/** An ordinary link that, clicked plainly, changes the page without reloading the app. */
export function Link({ to, replace, state, onClick, ...rest }: LinkProps) {
  const navigate = useNavigate();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        void navigate(to, { replace, state });
      }}
    />
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on `to` itself, not also on the pages under it. */
  end?: boolean;
  className?: string | ((status: { isActive: boolean }) => string);
}

/** Whether `pathname` is `to` or, unless `end`, a page under it; `/` is active on itself alone. */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  const target = to.split(/[?#]/)[0]!;
  if (pathname === target) return true;
  return !end && target !== '/' && pathname.startsWith(`${target}/`);
}

/** A link that knows whether it leads to the page shown, and says so to screen readers. */
export function NavLink({ to, end, className, ...rest }: NavLinkProps) {
  const isActive = isActivePath(useLocation().pathname, to, end);
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
