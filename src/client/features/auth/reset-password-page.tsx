import { useDocumentTitle } from '../../lib/use-document-title';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../../lib/router';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { MAX_PASSWORD_LENGTH } from '../../../shared/constants';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { SubmitButton } from '../../components/ui/submit-button';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { authApi } from './auth-api';
import { authErrorMessage } from './auth-errors';
import { AuthForm, type AuthSchemas } from './auth-form';
import { AuthPageShell } from './auth-page-shell';
import { useTranslation } from '../../lib/i18n';

/** Where a reset link lands: a new password, then sign-in with it. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.reset.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const min = getRuntimeConfig().minPasswordLength;
  const [error, setError] = useState<string>();
  const reset = useMutation({ mutationFn: (password: string) => authApi.resetPassword(token, password) });

  function onSubmit(schemas: AuthSchemas, form: HTMLFormElement) {
    const parsed = schemas.passwordSchema(min).safeParse(new FormData(form).get('password'));
    if (!parsed.success) return setError(t('auth.fields.passwordHint', { min }));
    setError(undefined);
    reset.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('auth.reset.done'));
        void navigate('/sign-in', { replace: true });
      },
      onError: (failure) => {
        const message = authErrorMessage(failure, t);
        toast.error(message);
        setError(message);
      },
    });
  }

  return (
    <AuthPageShell>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">{t('auth.reset.title')}</h1>
          <CardDescription>{token ? t('auth.reset.lead') : t('auth.reset.noToken')}</CardDescription>
        </CardHeader>
        <CardContent>
          {token ? (
            <AuthForm onSubmit={onSubmit}>
              <FormField
                name="password"
                type="password"
                label={t('auth.fields.password')}
                autoComplete="new-password"
                maxLength={MAX_PASSWORD_LENGTH}
                hint={t('auth.fields.passwordHint', { min })}
                error={error}
              />
              <SubmitButton pending={reset.isPending} className="w-full">
                {t('auth.reset.submit')}
              </SubmitButton>
            </AuthForm>
          ) : (
            <Link
              to="/forgot-password"
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('auth.reset.askAgain')}
            </Link>
          )}
        </CardContent>
      </Card>
    </AuthPageShell>
  );
}
