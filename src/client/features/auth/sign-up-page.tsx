import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { signUpSchema } from '../../../shared/api/auth';
import { DISPLAY_NAME_MAX_LENGTH, MAX_PASSWORD_LENGTH } from '../../../shared/constants';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { CenteredSpinner } from '../../components/ui/spinner';
import { SubmitButton } from '../../components/ui/submit-button';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { authErrorMessage, fieldOfAuthError, toFieldErrors, type FieldErrors } from './auth-errors';
import { AuthPageShell } from './auth-page-shell';
import { clearErrorOnInput, focusFirstInvalid, readFields } from './form-utils';
import { safeRedirect } from './safe-redirect';
import { useSession } from './session';
import { useSignUp } from './use-auth-actions';

const FIELDS = ['name', 'email', 'password'] as const;

export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get('redirect'));
  const { user, userLoaded } = useSession();
  const signUp = useSignUp();
  const [errors, setErrors] = useState<FieldErrors>({});
  const minLength = getRuntimeConfig().minPasswordLength;

  if (!userLoaded) return <CenteredSpinner />;
  if (user && !user.isAnonymous && signUp.isIdle) return <Navigate to={redirectTo} replace />;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = signUpSchema(minLength).safeParse(readFields(form, FIELDS));
    if (!parsed.success) {
      const next = toFieldErrors(parsed.error, t);
      setErrors(next);
      focusFirstInvalid(form, next, FIELDS);
      return;
    }
    setErrors({});
    signUp.mutate(parsed.data, {
      onSuccess: () => void navigate(redirectTo, { replace: true }),
      onError: (error) => {
        const message = authErrorMessage(error, t);
        toast.error(message);
        const field = fieldOfAuthError(error);
        if (field) setErrors({ [field]: message });
      },
    });
  }

  const signInLink = params.has('redirect')
    ? `/sign-in?${new URLSearchParams({ redirect: redirectTo }).toString()}`
    : '/sign-in';

  return (
    <AuthPageShell>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">{t('auth.signUp.title')}</h1>
          <CardDescription>{t('auth.signUp.lead')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <form noValidate onSubmit={onSubmit} onInput={clearErrorOnInput(setErrors)} className="grid gap-4">
            <FormField
              name="name"
              label={t('auth.fields.name')}
              autoComplete="name"
              maxLength={DISPLAY_NAME_MAX_LENGTH}
              error={errors.name}
            />
            <FormField
              name="email"
              type="email"
              label={t('auth.fields.email')}
              autoComplete="email"
              error={errors.email}
            />
            <FormField
              name="password"
              type="password"
              label={t('auth.fields.password')}
              autoComplete="new-password"
              maxLength={MAX_PASSWORD_LENGTH}
              hint={t('auth.fields.passwordHint', { min: minLength })}
              error={errors.password}
            />
            <SubmitButton pending={signUp.isPending} className="w-full">
              {t('auth.signUp.submit')}
            </SubmitButton>
          </form>
          <p className="text-center text-sm text-muted-foreground">
            {t('auth.signUp.haveAccount')}{' '}
            <Link to={signInLink} className="font-medium text-primary underline-offset-4 hover:underline">
              {t('auth.signUp.signIn')}
            </Link>
          </p>
        </CardContent>
      </Card>
    </AuthPageShell>
  );
}
