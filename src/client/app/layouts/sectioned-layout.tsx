import { Outlet } from '../../lib/router';
import { SideNav, type SideNavItem } from './side-nav';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_ID, SkipLink } from './skip-link';

/**
 * Site header and footer around a section menu and the page: shared by account and admin areas.
 * Without items there is no menu, only the page.
 */
export function SectionedLayout({
  navLabel,
  navId,
  items,
}: {
  navLabel: string;
  navId: string;
  items: readonly SideNavItem[];
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-6 md:flex-row md:gap-10">
        {items.length > 0 && <SideNav label={navLabel} id={navId} items={items} />}
        <main id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 outline-none">
          <Outlet />
        </main>
      </div>
      <SiteFooter />
    </div>
  );
}
