import { Link } from '../../lib/router';
import { Plus } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { StepNumber } from '../../components/ui/step-number';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { useTranslation } from '../../lib/i18n';

const STEPS = ['create', 'tasks', 'share'] as const;

/** What a brand-new user sees instead of empty lists: the three steps to a first round. */
export function DashboardStart() {
  const { t } = useTranslation();
  return (
    <Card className="border-primary/40">
      <CardHeader>
        <CardTitle>{t('dashboard.start.title')}</CardTitle>
        <CardDescription>{t('dashboard.start.lead')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-3 text-sm leading-relaxed">
              <StepNumber n={index + 1} size="sm" />
              <span>{t(`dashboard.start.${step}`)}</span>
            </li>
          ))}
        </ol>
      </CardContent>
      <CardFooter>
        <Button asChild>
          <Link to="/new-game">
            <Plus aria-hidden="true" />
            {t('nav.newGame')}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
