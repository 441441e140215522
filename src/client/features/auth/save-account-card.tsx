import { Link, useLocation } from '../../lib/router';
import { UserPlus } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { useSession } from './session';
import { useTranslation } from '../../lib/i18n';

/**
 * For guests only: their account lives in this browser's cookie. Signing up (or in) from the
 * guest session moves their rooms to the account, which the server does on linking.
 */
export function SaveAccountCard() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { pathname } = useLocation();
  if (!user?.isAnonymous) return null;
  const back = new URLSearchParams({ redirect: pathname }).toString();
  return (
    <Card aria-labelledby="save-account-title" className="border-primary/40 bg-accent/40">
      <CardHeader>
        <h2 id="save-account-title" className="text-lg font-semibold">
          {t('auth.saveAccount.title')}
        </h2>
        <CardDescription>{t('auth.saveAccount.body')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        <Button asChild>
          <Link to={`/sign-up?${back}`}>
            <UserPlus aria-hidden="true" />
            {t('auth.saveAccount.action')}
          </Link>
        </Button>
        <Link
          to={`/sign-in?${back}`}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('auth.saveAccount.haveAccount')}
        </Link>
      </CardContent>
    </Card>
  );
}
