import { Link } from '../../lib/router';
import { Lock, Mail, Plus, Radio, Server, Unlock, type LucideIcon } from 'lucide-react';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { StepNumber } from '../../components/ui/step-number';
import { useTranslation } from '../../lib/i18n';

const PRINCIPLES = [
  { key: 'privacy', icon: Lock },
  { key: 'open', icon: Unlock },
  { key: 'selfHosted', icon: Server },
  { key: 'realtime', icon: Radio },
] as const satisfies readonly { key: string; icon: LucideIcon }[];

const STEPS = ['one', 'two', 'three', 'four', 'five', 'six'] as const;

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <article className="mx-auto grid max-w-4xl gap-10 py-4">
      <PageHeader title={t('about.title')} lead={t('about.lead')} className="mb-0" />

      <section aria-labelledby="audience" className="grid gap-3">
        <h2 id="audience" className="text-xl font-semibold">
          {t('about.audienceTitle')}
        </h2>
        <p className="leading-relaxed text-muted-foreground">{t('about.audience')}</p>
      </section>

      <section aria-labelledby="principles" className="grid gap-4">
        <h2 id="principles" className="text-xl font-semibold">
          {t('about.principlesTitle')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {PRINCIPLES.map(({ key, icon: Icon }) => (
            <Card key={key}>
              <CardHeader className="pb-3 sm:pb-3">
                <CardTitle as="h3" className="flex items-center gap-2 text-base">
                  <Icon aria-hidden="true" className="size-5 text-primary" />
                  {t(`about.principles.${key}.title`)}
                </CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-sm leading-relaxed text-muted-foreground">
                  {t(`about.principles.${key}.body`)}
                </p>
              </CardContent>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="how" className="grid gap-4">
        <h2 id="how" className="text-xl font-semibold">
          {t('about.howTitle')}
        </h2>
        <ol className="grid gap-3">
          {STEPS.map((key, index) => (
            <li key={key} className="flex gap-3 leading-relaxed">
              <StepNumber n={index + 1} tone="accent" />
              <span className="pt-0.5">{t(`about.how.${key}`)}</span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="about-cta" className="grid gap-3 rounded-xl bg-muted/60 p-6">
        <h2 id="about-cta" className="text-xl font-semibold">
          {t('about.ctaTitle')}
        </h2>
        <p className="text-muted-foreground">{t('about.ctaBody')}</p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/new-game">
              <Plus aria-hidden="true" />
              {t('nav.newGame')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/contact-us">
              <Mail aria-hidden="true" />
              {t('about.contact')}
            </Link>
          </Button>
        </div>
      </section>
    </article>
  );
}
