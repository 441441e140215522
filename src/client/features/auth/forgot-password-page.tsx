import { useState, type FormEvent } from 'react';
import { Link } from '../../lib/router';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { MailCheck } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { SubmitButton } from '../../components/ui/submit-button';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { authApi } from './auth-api';
import { authErrorMessage } from './auth-errors';
import { authSchemasForSubmit, preloadAuthSchemas } from './auth-schemas';
import { AuthPageShell } from './auth-page-shell';
import { useTranslation } from '../../lib/i18n';

function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <Link
      to="/sign-in"
      className="text-center text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      {t('auth.forgot.back')}
    </Link>
  );
}

/**
 * "Forgot password?": an email with a one-hour link where the server can send one; otherwise the
 * way back in is a link an administrator makes, and the page says so.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const byEmail = getRuntimeConfig().passwordResetByEmail === true;
  const [error, setError] = useState<string>();
  const request = useMutation({ mutationFn: (email: string) => authApi.requestPasswordReset(email) });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('email');
    const schemas = await authSchemasForSubmit(t);
    if (!schemas) return;
    const parsed = schemas.emailSchema.safeParse(value);
    if (!parsed.success) return setError(t('auth.validation.email'));
    setError(undefined);
    request.mutate(parsed.data, { onError: (failure) => toast.error(authErrorMessage(failure, t)) });
  }

  return (
    <AuthPageShell>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">
            {byEmail ? t('auth.forgot.title') : t('auth.forgot.noEmailTitle')}
          </h1>
          <CardDescription>{byEmail ? t('auth.forgot.lead') : t('auth.forgot.noEmail')}</CardDescription>
        </CardHeader>
        {byEmail && (
          <CardContent>
            {request.isSuccess ? (
              <p role="status" className="flex gap-2 text-sm">
                <MailCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
                {t('auth.forgot.sent', { email: request.variables })}
              </p>
            ) : (
              <form
                noValidate
                onSubmit={(event) => void onSubmit(event)}
                onFocus={preloadAuthSchemas}
                className="grid gap-4"
              >
                <FormField
                  name="email"
                  type="email"
                  label={t('auth.fields.email')}
                  autoComplete="email"
                  error={error}
                />
                <SubmitButton pending={request.isPending} className="w-full">
                  {t('auth.forgot.submit')}
                </SubmitButton>
              </form>
            )}
          </CardContent>
        )}
      </Card>
      <BackToSignIn />
    </AuthPageShell>
  );
}
