import { Link } from '../../lib/router';
import { focusRing } from '../../components/ui/button';
import { LOADED_BUILD } from '../../lib/version-check';
import { cn } from '../../lib/utils';
import { useTranslation } from '../../lib/i18n';

const LINKS = [
  { to: '/about-us', label: 'nav.about' },
  { to: '/privacy', label: 'nav.privacy' },
  { to: '/contact-us', label: 'nav.contact' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <p>{t('footer.tagline')}</p>
        <nav aria-label={t('nav.footer')}>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={cn('rounded hover:text-foreground hover:underline', focusRing)}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="font-mono text-xs">
          {t('footer.version', { version: LOADED_BUILD.version, commit: LOADED_BUILD.commit })}
        </p>
      </div>
    </footer>
  );
}
