import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { nextThemePreference } from '../lib/theme';
import { useTheme } from '../lib/theme-provider';
import { Button } from './ui/button';

export const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

export function ThemeToggle() {
  const { t } = useTranslation();
  const { preference, cycle } = useTheme();
  const Icon = THEME_ICONS[preference];
  const label = t('theme.toggle', {
    current: t(`theme.${preference}`),
    next: t(`theme.${nextThemePreference(preference)}`),
  });
  return (
    <Button variant="ghost" size="icon" onClick={cycle} aria-label={label} title={label}>
      <Icon aria-hidden="true" />
    </Button>
  );
}
