import type { ReactNode } from 'react';
import { NavLink } from '../../lib/router';
import { focusRing } from '../../components/ui/button';
import { cn } from '../../lib/utils';

/** A navigation link that marks the current page (NavLink also sets aria-current="page"). */
export function NavLinkItem({
  to,
  end,
  children,
  className,
}: {
  to: string;
  end?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors [&_svg]:size-4',
          isActive
            ? 'bg-accent text-accent-foreground'
            : 'text-muted-foreground hover:bg-muted hover:text-foreground',
          focusRing,
          className,
        )
      }
    >
      {children}
    </NavLink>
  );
}
