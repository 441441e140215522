import { Link } from '../../lib/router';
import {
  EyeOff,
  History,
  LogIn,
  MessagesSquare,
  Plus,
  Server,
  UserPlus,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useSession } from '../auth';
import { HeroCards } from './hero-cards';
import { StepNumber } from '../../components/ui/step-number';
import { useTranslation } from '../../lib/i18n';

const FEATURES = [
  { key: 'secret', icon: EyeOff },
  { key: 'history', icon: History },
  { key: 'retros', icon: MessagesSquare },
  { key: 'selfHosted', icon: Server },
  { key: 'realtime', icon: Zap },
  { key: 'guests', icon: UserPlus },
] as const satisfies readonly { key: string; icon: LucideIcon }[];

const STEPS = ['create', 'vote', 'reveal'] as const;

export function LandingPage() {
  const { t } = useTranslation();
  const { user, userLoaded } = useSession();

  return (
    <div className="grid gap-16 pb-8 sm:gap-20">
      <section className="grid items-center gap-10 pt-6 sm:pt-12 lg:grid-cols-[1.2fr_1fr]">
        <div className="grid gap-6">
          <p className="text-sm font-semibold text-primary">{t('home.eyebrow')}</p>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {t('home.title')}
          </h1>
          <p className="max-w-2xl text-lg leading-relaxed text-muted-foreground">{t('home.lead')}</p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/new-game">
                <Plus aria-hidden="true" />
                {t('home.newGame')}
              </Link>
            </Button>
            {userLoaded && (
              <Button asChild size="lg" variant="ghost">
                {user ? (
                  <Link to="/dashboard">{t('home.dashboard')}</Link>
                ) : (
                  <Link to="/sign-in">
                    <LogIn aria-hidden="true" />
                    {t('home.signIn')}
                  </Link>
                )}
              </Button>
            )}
          </div>
        </div>
        <HeroCards />
      </section>

      <section aria-labelledby="features-title" className="grid gap-8">
        <h2 id="features-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('home.featuresTitle')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li
              key={key}
              className="grid content-start gap-3 rounded-xl border border-border bg-card p-5 shadow-sm"
            >
              <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="font-semibold">{t(`home.features.${key}.title`)}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">
                {t(`home.features.${key}.body`)}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="steps-title" className="grid gap-8">
        <h2 id="steps-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('home.stepsTitle')}
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {STEPS.map((key, index) => (
            <li key={key} className="flex gap-4 rounded-xl bg-muted/60 p-5">
              <StepNumber n={index + 1} size="lg" />
              <div className="grid content-start gap-1">
                <h3 className="font-semibold">{t(`home.steps.${key}.title`)}</h3>
                <p className="text-sm leading-relaxed text-muted-foreground">{t(`home.steps.${key}.body`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
