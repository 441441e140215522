import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider, initI18n } from '../lib/i18n';
import { ThemeProvider } from '../lib/theme-provider';
import { createQueryClient } from './query-client';
import type { Translator as I18n } from '../lib/i18n';

interface ProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  i18n?: I18n;
}

/** Everything a page relies on; the toast area lives in the app shell, next to the page outlet. */
export function Providers({ children, queryClient, i18n }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [translations] = useState(() => i18n ?? initI18n());
  return (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={translations}>
        <ThemeProvider>{children}</ThemeProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
