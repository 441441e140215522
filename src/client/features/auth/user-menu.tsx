import { Link } from '../../lib/router';
import { Languages, LayoutDashboard, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import type { Locale } from '../../../shared/constants';
import { THEME_ICONS } from '../../components/theme-toggle';
import { setLanguage, useTranslation } from '../../lib/i18n';
import { nextThemePreference } from '../../lib/theme';
import { useTheme } from '../../lib/theme-provider';
import type { Profile } from '../../../shared/api/profile';
import { Avatar } from '../../components/ui/avatar';
import { focusRing } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { cn } from '../../lib/utils';
import { useSignOut } from './use-auth-actions';

export function UserMenu({ user }: { user: Profile }) {
  const { t, i18n } = useTranslation();
  const signOut = useSignOut();
  // Theme and language are here too: on a phone the room's bar leaves them out for the room name.
  const { preference, cycle } = useTheme();
  const ThemeIcon = THEME_ICONS[preference];
  const themeLabel = t('theme.toggle', {
    current: t(`theme.${preference}`),
    next: t(`theme.${nextThemePreference(preference)}`),
  });
  const otherLocale: Locale = i18n.resolvedLanguage === 'uk' ? 'en' : 'uk';
  const roleLabel = user.isAnonymous
    ? t('user.guest')
    : user.role === 'admin'
      ? t('user.roleAdmin')
      : t('user.roleUser');

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t('user.menu', { name: user.displayName })}
        className={cn('flex items-center gap-2 rounded-full p-0.5 hover:bg-muted sm:pr-3', focusRing)}
      >
        <Avatar name={user.displayName} src={user.photoURL} />
        <span className="hidden max-w-32 truncate text-sm font-medium sm:inline">{user.displayName}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="flex max-w-72 items-center gap-3">
          <Avatar name={user.displayName} src={user.photoURL} className="size-10 text-sm" />
          <span className="grid min-w-0 gap-0.5">
            <span className="truncate font-medium">{user.displayName}</span>
            <span className="truncate text-xs text-muted-foreground">{user.email || roleLabel}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden="true" />
            {t('nav.dashboard')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound aria-hidden="true" />
            {t('nav.profile')}
          </Link>
        </DropdownMenuItem>
        {user.role === 'admin' && (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <ShieldCheck aria-hidden="true" />
              {t('nav.admin')}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={cycle}>
          <ThemeIcon aria-hidden="true" />
          {themeLabel}
        </DropdownMenuItem>
        <DropdownMenuItem lang={otherLocale} onSelect={() => void setLanguage(otherLocale)}>
          <Languages aria-hidden="true" />
          {t(`language.${otherLocale}`)}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
          <LogOut aria-hidden="true" />
          {t('user.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
