import { PageHeader } from '../../components/page-header';
import { useTranslation } from '../../lib/i18n';

const SECTIONS = [
  'account',
  'sessions',
  'settings',
  'avatar',
  'rooms',
  'feedback',
  'analytics',
  'logs',
  'retention',
  'selfHosting',
  'trackers',
] as const;

export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <article className="mx-auto grid max-w-3xl gap-8 py-4">
      <PageHeader title={t('privacy.title')} lead={t('privacy.lead')} className="mb-0" />
      <nav aria-label={t('privacy.contents')} className="rounded-xl border border-border bg-card p-4">
        <ul className="grid gap-1.5 text-sm sm:grid-cols-2">
          {SECTIONS.map((key) => (
            <li key={key}>
              <a href={`#${key}`} className="text-primary underline-offset-4 hover:underline">
                {t(`privacy.sections.${key}.title`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {SECTIONS.map((key) => (
        <section key={key} id={key} aria-labelledby={`${key}-title`} className="grid scroll-mt-20 gap-2">
          <h2 id={`${key}-title`} className="text-xl font-semibold">
            {t(`privacy.sections.${key}.title`)}
          </h2>
          <p className="leading-relaxed text-muted-foreground">{t(`privacy.sections.${key}.body`)}</p>
        </section>
      ))}
    </article>
  );
}
