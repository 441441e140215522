import type { Locale } from '../../shared/constants';
import { isLocale, setLanguage, useTranslation } from '../lib/i18n';
import { cn } from '../lib/utils';
import { focusRing } from './ui/button';

const OPTIONS = [
  { locale: 'en', short: 'language.shortEn', name: 'language.en' },
  { locale: 'uk', short: 'language.shortUk', name: 'language.uk' },
] as const satisfies readonly { locale: Locale; short: string; name: string }[];

export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const active: Locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn('inline-flex rounded-md border border-border p-0.5', className)}
    >
      {OPTIONS.map((option) => (
        <button
          key={option.locale}
          type="button"
          lang={option.locale}
          data-language={option.locale}
          aria-pressed={active === option.locale}
          title={t('language.switchTo', { language: t(option.name) })}
          onClick={() => void setLanguage(option.locale)}
          className={cn(
            'h-8 min-w-9 rounded px-2 text-xs font-semibold text-muted-foreground transition-colors hover:text-foreground',
            'aria-pressed:bg-accent aria-pressed:text-accent-foreground',
            focusRing,
          )}
        >
          {/* The name starts with what is shown, so voice control users can say it. */}
          {t(option.short)}
          <span className="sr-only"> {t(option.name)}</span>
        </button>
      ))}
    </div>
  );
}
