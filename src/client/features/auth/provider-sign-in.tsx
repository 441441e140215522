import { useState } from 'react';
import { LogIn } from 'lucide-react';
import { Button } from '../../components/ui/button';
import type { SignInProvider } from '../../../shared/api/system';
import { useTranslation, type TFunction } from '../../lib/i18n';
import { useSearchParams } from '../../lib/router';
import { toast } from '../../lib/toast';

/** Where the server sent the person back with a failed sign-in, in words they can act on. */
function failureMessage(code: string, t: TFunction): string {
  switch (code) {
    case 'access_denied':
    case 'account_not_linked':
    case 'email_not_found':
    case 'saml_refused':
    case 'saml_expired':
    case 'saml_other_browser':
      return t(`sso.errors.${code}`);
    default:
      return /ban/i.test(code) ? t('sso.errors.banned') : t('sso.errors.other', { code });
  }
}

/**
 * "Sign in with …" for each of the company's providers: the server starts the sign-in and sends
 * the browser to the provider, which sends it back signed in, or to this page with what went wrong.
 */
export function ProviderSignIn({
  providers,
  apiBaseUrl,
  redirectTo,
}: {
  providers: readonly SignInProvider[];
  apiBaseUrl: string;
  redirectTo: string;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [leaving, setLeaving] = useState<string | null>(null);
  const failure = params.get('error');

  async function start(provider: SignInProvider) {
    setLeaving(provider.id);
    const back = `/sign-in?${new URLSearchParams({ redirect: redirectTo }).toString()}`;
    try {
      // Plain fetch, and the config as props: the chunks every page shares stay as they were.
      const saml = provider.protocol === 'saml';
      const response = await fetch(
        saml ? `${apiBaseUrl}/auth/saml/${provider.id}/sign-in` : `${apiBaseUrl}/auth/sign-in/social`,
        {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            ...(saml ? {} : { provider: provider.id }),
            callbackURL: redirectTo,
            errorCallbackURL: back,
          }),
        },
      );
      const { url } = (await response.json()) as { url?: unknown };
      if (!response.ok || typeof url !== 'string') throw new Error(`sign-in answered ${response.status}`);
      window.location.assign(url);
    } catch {
      setLeaving(null);
      toast.error(t('sso.unreachable', { label: provider.label }));
    }
  }

  return (
    <div className="grid gap-2">
      {failure && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          {failureMessage(failure, t)}
        </p>
      )}
      {providers.map((provider) => (
        <Button
          key={provider.id}
          type="button"
          variant="outline"
          className="w-full"
          disabled={leaving !== null}
          aria-busy={leaving === provider.id}
          onClick={() => void start(provider)}
        >
          <LogIn aria-hidden="true" />
          {t('sso.button', { label: provider.label })}
        </Button>
      ))}
    </div>
  );
}
