import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';

export function AuthPageShell({ children }: { children: ReactNode }) {
  return <div className="mx-auto grid w-full max-w-md gap-6 py-6 sm:py-12">{children}</div>;
}

export function OrDivider() {
  const { t } = useTranslation();
  return (
    <div
      className="flex items-center gap-3 text-xs tracking-wide text-muted-foreground uppercase"
      role="separator"
    >
      <span className="h-px flex-1 bg-border" />
      {t('auth.or')}
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
