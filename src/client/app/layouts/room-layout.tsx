import { useState } from 'react';
import { Link, Outlet, useLocation } from '../../lib/router';
import { ArrowLeft } from 'lucide-react';
import { LanguageSwitch } from '../../components/language-switch';
import { ThemeToggle } from '../../components/theme-toggle';
import { Button } from '../../components/ui/button';
import { useSession } from '../../features/auth';
import { cn } from '../../lib/utils';
import { Logo } from './logo';
import { MAIN_ID, SkipLink } from './skip-link';
import { UserSlot } from './user-slot';
import { useTranslation } from '../../lib/i18n';

/**
 * Full screen for the table: a thin bar and nothing else competing for space. The page fills the
 * bar's middle (room name, connection) through the element it gets as outlet context.
 */
export function RoomLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [titleSlot, setTitleSlot] = useState<HTMLDivElement | null>(null);
  // A retro board leads back to the retros, a room to the rooms.
  const inRetro = useLocation().pathname.startsWith('/retro/');
  return (
    <div className="flex h-dvh flex-col overflow-hidden">
      <SkipLink />
      <header className="flex h-12 shrink-0 items-center gap-2 border-b border-border px-2 sm:gap-3 sm:px-3">
        <Logo className="shrink-0 [&>span]:hidden md:[&>span]:inline" />
        <div ref={setTitleSlot} className="flex min-w-0 flex-1 items-center gap-2" />
        <div className="flex shrink-0 items-center gap-0.5 sm:gap-2">
          <Button asChild variant="ghost" size="sm" className="hidden lg:inline-flex">
            <Link to={inRetro ? '/retro' : '/rooms'}>
              <ArrowLeft aria-hidden="true" />
              {inRetro ? t('nav.allRetros') : t('nav.allRooms')}
            </Link>
          </Button>
          {/* Signed in, the account menu holds these too, so a phone gives their room to the name. */}
          <div className={cn('items-center gap-0.5 sm:gap-2', user ? 'hidden sm:flex' : 'flex')}>
            <ThemeToggle />
            <LanguageSwitch />
          </div>
          <UserSlot />
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="min-h-0 flex-1 overflow-auto outline-none">
        <Outlet context={titleSlot} />
      </main>
    </div>
  );
}
