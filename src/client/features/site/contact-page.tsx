import { Link } from '../../lib/router';
import { CircleCheck, ShieldCheck } from 'lucide-react';
import { PageHeader } from '../../components/page-header';
import { Card, CardContent } from '../../components/ui/card';
import { useSession } from '../auth';
import { FeedbackForm } from './feedback-form';
import { useTranslation } from '../../lib/i18n';

const ITEMS = ['form', 'inbox', 'selfHosted'] as const;

export function ContactPage() {
  const { t } = useTranslation();
  const { user, userLoaded } = useSession();
  return (
    <div className="mx-auto max-w-5xl py-4">
      <PageHeader title={t('contact.title')} lead={t('contact.lead')} />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            {/* Keyed by the user, so a name and email known only after loading still prefill the form. */}
            {userLoaded && <FeedbackForm key={user?.uid ?? 'visitor'} />}
          </CardContent>
        </Card>
        <aside aria-labelledby="contact-aside" className="grid content-start gap-4">
          <h2 id="contact-aside" className="font-semibold">
            {t('contact.asideTitle')}
          </h2>
          <ul className="grid gap-3">
            {ITEMS.map((key) => (
              <li key={key} className="flex gap-3 text-sm leading-relaxed text-muted-foreground">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <span>{t(`contact.items.${key}`)}</span>
              </li>
            ))}
          </ul>
          <Link
            to="/privacy"
            className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline"
          >
            <ShieldCheck aria-hidden="true" className="size-4" />
            {t('contact.privacyLink')}
          </Link>
        </aside>
      </div>
    </div>
  );
}
