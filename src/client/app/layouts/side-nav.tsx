import { useState } from 'react';
import { useLocation } from '../../lib/router';
import { ChevronDown, type LucideIcon } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { NavLinkItem } from './nav-link-item';
import { useTranslation } from '../../lib/i18n';

export interface SideNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
}

/**
 * A vertical section menu on wide screens; on phones it folds behind a button naming the current
 * section, so the page content starts right under the header.
 */
export function SideNav({ label, items, id }: { label: string; items: readonly SideNavItem[]; id: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const current = items.find((item) => (item.end ? pathname === item.to : pathname.startsWith(item.to)));

  return (
    <nav aria-label={label} className="md:w-56 md:shrink-0">
      <Button
        variant="outline"
        className="w-full justify-between md:hidden"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <span className="flex items-center gap-2">
          {current && <current.icon aria-hidden="true" />}
          {current?.label ?? t('nav.sections')}
        </span>
        <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
      </Button>
      <ul id={id} className={cn('mt-2 gap-1 md:sticky md:top-20 md:mt-0 md:grid', open ? 'grid' : 'hidden')}>
        {items.map(({ to, label: itemLabel, icon: Icon, end }) => (
          <li key={to}>
            <NavLinkItem to={to} end={end}>
              <Icon aria-hidden="true" />
              {itemLabel}
            </NavLinkItem>
          </li>
        ))}
      </ul>
    </nav>
  );
}
