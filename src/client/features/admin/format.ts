import { useTranslation } from '../../lib/i18n';
const LOCALE_TAGS: Record<string, string> = { en: 'en-GB', uk: 'uk-UA' };

/** Dates in the page's language: "12 Mar 2026" and "12 Mar 2026, 14:05". */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const locale = LOCALE_TAGS[i18n.language] ?? i18n.language;
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  const dayTime = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  const shortDay = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
  const chartDay = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  return {
    date: (iso: string) => day.format(new Date(iso)),
    /** Compact, for table cells: 22/11/2026 or 22.11.2026. */
    shortDate: (iso: string) => shortDay.format(new Date(iso)),
    dateTime: (iso: string) => dayTime.format(new Date(iso)),
    time: (iso: string) => time.format(new Date(iso)),
    /** A YYYY-MM-DD chart key, already a local day, shown without shifting it again. */
    chartDay: (key: string) => chartDay.format(new Date(`${key}T00:00:00Z`)),
    number: (value: number) => value.toLocaleString(locale),
  };
}
