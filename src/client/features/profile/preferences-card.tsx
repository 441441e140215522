import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { Volume2 } from 'lucide-react';
import { LOCALES, type Locale } from '../../../shared/constants';
import type { Profile } from '../../../shared/api/profile';
import { Button, focusRing } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { isLocale, setLanguage, useTranslation } from '../../lib/i18n';
import { THEME_PREFERENCES } from '../../lib/theme';
import { useTheme } from '../../lib/theme-provider';
import { cn } from '../../lib/utils';
import { SESSION_QUERY_KEY } from '../auth';
import { useUpdateProfile } from './profile-api';
import { Switch } from '../../components/ui/switch';
import { RangeInput } from './profile-controls';
import { playTestSound } from './test-sound';

const VOLUME_SAVE_DELAY_MS = 400;

const selectClass = cn(
  'h-10 w-full max-w-xs rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs sm:text-sm',
  focusRing,
);

/** Each choice is saved as soon as it is made; a toast confirms it, a failure puts it back. */
export function PreferencesCard({ user }: { user: Profile }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateProfile();
  const { preference, setPreference } = useTheme();
  const [volume, setVolume] = useState(Math.round(user.soundVolume * 100));
  const save = (patch: Parameters<typeof update.mutate>[0], undo?: () => void) =>
    update.mutate(patch, {
      // i18n.t, not the t of this render: a language change must confirm itself in the new language.
      onSuccess: () => toast.success(i18n.t('profile.preferences.saved'), { id: 'preferences-saved' }),
      onError: () => {
        undo?.();
        toast.error(i18n.t('errors.generic'), { id: 'preferences-saved' });
      },
    });

  const pendingVolume = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Dragging saves once, a moment after the slider stops moving (a pending save survives leaving the page). */
  const changeVolume = (value: number) => {
    setVolume(value);
    clearTimeout(pendingVolume.current);
    pendingVolume.current = setTimeout(
      () => save({ soundVolume: value / 100 }, () => setVolume(Math.round(user.soundVolume * 100))),
      VOLUME_SAVE_DELAY_MS,
    );
  };
  const language: Locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  const changeLanguage = (locale: Locale) => {
    const previous = language;
    // The session learns the new locale first, so the profile-locale sync sees nothing to do.
    queryClient.setQueryData<Profile | null>(
      SESSION_QUERY_KEY,
      (current) => current && { ...current, locale },
    );
    // Saved once the new language's strings are here, so the confirmation is said in it.
    void setLanguage(locale).finally(() => save({ locale }, () => void setLanguage(previous)));
  };

  return (
    <Card aria-labelledby="preferences-title">
      <CardHeader>
        <CardTitle id="preferences-title">{t('profile.preferences.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex items-start justify-between gap-4">
          <div className="grid gap-1">
            <Label htmlFor="sound">{t('profile.preferences.sound')}</Label>
            <p id="sound-hint" className="text-sm text-muted-foreground">
              {t('profile.preferences.soundHint')}
            </p>
          </div>
          <Switch
            id="sound"
            aria-describedby="sound-hint"
            checked={user.sound}
            onCheckedChange={(sound) => save({ sound })}
          />
        </div>
        <div className="grid gap-2">
          <div className="flex items-center justify-between gap-4">
            <Label htmlFor="volume">{t('profile.preferences.volume')}</Label>
            <output aria-live="polite" className="text-sm font-medium tabular-nums">
              {volume}%
            </output>
          </div>
          <div className="flex flex-wrap items-center gap-4">
            <RangeInput
              id="volume"
              className="min-w-48 flex-1"
              min={0}
              max={100}
              step={5}
              value={volume}
              disabled={!user.sound}
              onChange={(event) => changeVolume(Number(event.target.value))}
            />
            <Button
              variant="outline"
              size="sm"
              disabled={!user.sound}
              onClick={() => playTestSound(volume / 100)}
            >
              <Volume2 aria-hidden="true" />
              {t('profile.preferences.test')}
            </Button>
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid content-start gap-2">
            <Label htmlFor="language">{t('profile.preferences.language')}</Label>
            <select
              id="language"
              className={selectClass}
              value={language}
              onChange={(event) => isLocale(event.target.value) && changeLanguage(event.target.value)}
            >
              {LOCALES.map((locale) => (
                <option key={locale} value={locale} lang={locale}>
                  {t(`language.${locale}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="grid content-start gap-2">
            <span id="theme-label" className="text-sm font-medium">
              {t('profile.preferences.theme')}
            </span>
            <div
              role="group"
              aria-labelledby="theme-label"
              className="inline-flex w-fit rounded-md border border-border p-0.5"
            >
              {THEME_PREFERENCES.map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={preference === option}
                  onClick={() => setPreference(option)}
                  className={cn(
                    'h-8 rounded px-3 text-sm font-medium text-muted-foreground capitalize hover:text-foreground',
                    'aria-pressed:bg-accent aria-pressed:text-accent-foreground',
                    focusRing,
                  )}
                >
                  {t(`theme.${option}`)}
                </button>
              ))}
            </div>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
