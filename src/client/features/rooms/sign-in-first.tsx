import { Link } from '../../lib/router';
import { LogIn, UserPlus } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { signInPath } from '../auth';
import { GuestForm } from '../auth/widgets';
import { useTranslation } from '../../lib/i18n';

/**
 * A room or retro needs an owner: visitors sign in, sign up, or become a guest first, then come
 * back to `here`.
 */
export function SignInFirst({
  here = '/new-game',
  title,
  lead,
}: {
  here?: string;
  title?: string;
  lead?: string;
}) {
  const { t } = useTranslation();
  const HERE = here;
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{title ?? t('newGame.signInTitle')}</CardTitle>
          <CardDescription>{lead ?? t('newGame.signInLead')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={signInPath(HERE)}>
              <LogIn aria-hidden="true" />
              {t('newGame.signIn')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={`/sign-up?${new URLSearchParams({ redirect: HERE }).toString()}`}>
              <UserPlus aria-hidden="true" />
              {t('newGame.signUp')}
            </Link>
          </Button>
        </CardContent>
      </Card>
      <GuestForm redirectTo={HERE} />
    </div>
  );
}
