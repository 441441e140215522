import { useDocumentTitle } from '../../lib/use-document-title';
import { useState } from 'react';
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
import { AuthForm, type AuthSchemas } from './auth-form';
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
  useDocumentTitle(byEmail ? t('auth.forgot.title') : t('auth.forgot.noEmailTitle'));
  const [error, setError] = useState<string>();
  const request = useMutation({ mutationFn: (email: string) => authApi.requestPasswordReset(email) });

  function onSubmit(schemas: AuthSchemas, form: HTMLFormElement) {
    const parsed = schemas.emailSchema.safeParse(new FormData(form).get('email'));
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
              <AuthForm onSubmit={onSubmit}>
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
              </AuthForm>
            )}
          </CardContent>
        )}
      </Card>
      <BackToSignIn />
    </AuthPageShell>
  );
}
