import { Monitor, Moon, Sun } from 'lucide-react';
import { nextThemePreference, THEME_PREFERENCES, type ThemePreference } from '../lib/theme';
import { useTheme } from '../lib/theme-provider';
import { cn } from '../lib/utils';
import { Button } from './ui/button';
import { useTranslation } from '../lib/i18n';

export const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/**
 * Cycles light, dark and system. Every state's icon and label are in the markup, the others
 * hidden, so a site page served without the app (site.ts) can switch it as the app would.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { preference, cycle } = useTheme();
  const labelOf = (shown: ThemePreference) =>
    t('theme.toggle', {
      current: t(`theme.${shown}`),
      next: t(`theme.${nextThemePreference(shown)}`),
    });
  const labels = Object.fromEntries(
    THEME_PREFERENCES.map((shown) => [`data-label-${shown}`, labelOf(shown)]),
  );
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={cycle}
      aria-label={labelOf(preference)}
      title={labelOf(preference)}
      data-theme-toggle=""
      {...labels}
    >
      {THEME_PREFERENCES.map((shown) => {
        const Icon = THEME_ICONS[shown];
        return (
          <Icon
            key={shown}
            aria-hidden="true"
            data-theme-icon={shown}
            className={cn(shown !== preference && 'hidden')}
          />
        );
      })}
    </Button>
  );
}
