import { Link } from '../../lib/router';
import { LogIn, UserPlus } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { signInPath } from '../auth';
import { GuestForm } from '../auth/widgets';
import { useTranslation } from '../../lib/i18n';
import { getRuntimeConfig } from '../../lib/runtime-config';

/**
 * A room or retro needs an owner: visitors sign in, sign up, or become a guest first, then come
 * back to `here`. Its own words are the core strings', so a page showing it needs no other part.
 */
export function SignInFirst({ here, title, lead }: { here: string; title: string; lead: string }) {
  const { t } = useTranslation();
  const HERE = here;
  const { passwordSignIn = true, guestAccess = true } = getRuntimeConfig();
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{title}</CardTitle>
          <CardDescription>{lead}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={signInPath(HERE)}>
              <LogIn aria-hidden="true" />
              {t('nav.signIn')}
            </Link>
          </Button>
          {passwordSignIn && (
            <Button asChild variant="outline">
              <Link to={`/sign-up?${new URLSearchParams({ redirect: HERE }).toString()}`}>
                <UserPlus aria-hidden="true" />
                {t('auth.signIn.createAccount')}
              </Link>
            </Button>
          )}
        </CardContent>
      </Card>
      {guestAccess && <GuestForm redirectTo={HERE} />}
    </div>
  );
}
