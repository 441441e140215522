import { Suspense } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { OrDivider } from './auth-page-shell';
import { CredentialsPage, EmailPasswordFields } from './credentials-page';
import { GuestForm } from './guest-form';
import { LazyProviderSignIn } from './lazy-provider-sign-in';
import { useSignIn } from './use-auth-actions';
import { useTranslation } from '../../lib/i18n';

const FIELDS = ['email', 'password'] as const;

export function SignInPage() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const { passwordSignIn = true, guestAccess = true } = getRuntimeConfig();
  return (
    <CredentialsPage
      title={t('auth.signIn.title')}
      lead={t('auth.signIn.lead')}
      submitLabel={t('auth.signIn.submit')}
      fields={FIELDS}
      schema={(schemas) => schemas.signInSchema}
      mutation={signIn}
      switchPrompt={t('auth.signIn.noAccount')}
      switchLabel={t('auth.signIn.createAccount')}
      switchPath="/sign-up"
      passwords={passwordSignIn}
      before={(redirectTo) => {
        const { signInProviders: providers = [], apiBaseUrl } = getRuntimeConfig();
        return (
          providers.length > 0 && (
            <>
              <Suspense fallback={<Skeleton className="h-10" />}>
                <LazyProviderSignIn providers={providers} apiBaseUrl={apiBaseUrl} redirectTo={redirectTo} />
              </Suspense>
              {passwordSignIn && <OrDivider />}
            </>
          )
        );
      }}
      after={(redirectTo) =>
        guestAccess && (
          <>
            <OrDivider />
            <GuestForm redirectTo={redirectTo} />
          </>
        )
      }
    >
      {(errors) => <EmailPasswordFields errors={errors} forgotLink />}
    </CredentialsPage>
  );
}
