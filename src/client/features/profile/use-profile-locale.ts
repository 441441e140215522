import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Profile } from '../../../shared/api/profile';
import { api } from '../../lib/api-client';
import { isLocale, setLanguage, useTranslation } from '../../lib/i18n';
import { SESSION_QUERY_KEY } from '../auth';

/**
 * The language follows the profile. When someone signs in, the language saved in their profile
 * wins over this browser's; when a signed-in person switches language anywhere (the header, the
 * profile page), the choice is saved to the profile, so every device agrees.
 */
export function useProfileLocale(user: Profile | null): void {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const uid = user?.uid;
  const saved = user?.locale;

  useEffect(() => {
    if (uid && saved && saved !== i18n.resolvedLanguage) void setLanguage(saved);
    // Applied when the signed-in person changes, not every time the profile is re-read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uid]);

  useEffect(() => {
    const onChange = (language: string) => {
      const current = queryClient.getQueryData<Profile | null>(SESSION_QUERY_KEY);
      if (!current || current.locale === language || !isLocale(language)) return;
      queryClient.setQueryData(SESSION_QUERY_KEY, { ...current, locale: language });
      api
        .patch<Profile>('/profile', { locale: language })
        .then((profile) => queryClient.setQueryData(SESSION_QUERY_KEY, profile))
        .catch(() => queryClient.setQueryData(SESSION_QUERY_KEY, current));
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n, queryClient]);
}
