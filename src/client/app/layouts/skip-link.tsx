import { useTranslation } from '../../lib/i18n';
export const MAIN_ID = 'main';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('common.skipToContent')}
    </a>
  );
}
