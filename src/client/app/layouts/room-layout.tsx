import { Link, Outlet, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { LanguageSwitch } from '../../components/language-switch';
import { ThemeToggle } from '../../components/theme-toggle';
import { Button } from '../../components/ui/button';
import { Logo } from './logo';
import { MAIN_ID, SkipLink } from './skip-link';
import { UserSlot } from './user-slot';

/** Full screen for the table: a thin bar and nothing else competing for space. */
export function RoomLayout() {
  const { t } = useTranslation();
  const { room } = useParams();
  return (
    <div className="flex h-dvh flex-col overflow-hidden">
      <SkipLink />
      <header className="flex h-12 shrink-0 items-center gap-2 border-b border-border px-3 sm:gap-3">
        <Logo className="[&>span]:hidden sm:[&>span]:inline" />
        {room && (
          <p className="min-w-0 truncate text-sm text-muted-foreground">
            <span className="sr-only">{t('room.label')}: </span>
            <span className="font-mono">{room}</span>
          </p>
        )}
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
            <Link to="/rooms">
              <ArrowLeft aria-hidden="true" />
              {t('room.back')}
            </Link>
          </Button>
          <ThemeToggle />
          <LanguageSwitch />
          <UserSlot />
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="min-h-0 flex-1 overflow-auto outline-none">
        <Outlet />
      </main>
    </div>
  );
}
