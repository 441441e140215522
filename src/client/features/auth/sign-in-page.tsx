import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { signInSchema } from '../../../shared/api/auth';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { CenteredSpinner } from '../../components/ui/spinner';
import { SubmitButton } from '../../components/ui/submit-button';
import { authErrorMessage, fieldOfAuthError, toFieldErrors, type FieldErrors } from './auth-errors';
import { AuthPageShell, OrDivider } from './auth-page-shell';
import { clearErrorOnInput, focusFirstInvalid, readFields } from './form-utils';
import { GuestForm } from './guest-form';
import { safeRedirect } from './safe-redirect';
import { useSession } from './session';
import { useSignIn } from './use-auth-actions';

const FIELDS = ['email', 'password'] as const;

export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get('redirect'));
  const { user, userLoaded } = useSession();
  const signIn = useSignIn();
  const [errors, setErrors] = useState<FieldErrors>({});

  if (!userLoaded) return <CenteredSpinner />;
  // A guest may come here to sign in properly; a registered user has nothing to do here.
  if (user && !user.isAnonymous && signIn.isIdle) return <Navigate to={redirectTo} replace />;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = signInSchema.safeParse(readFields(form, FIELDS));
    if (!parsed.success) {
      const next = toFieldErrors(parsed.error, t);
      setErrors(next);
      focusFirstInvalid(form, next, FIELDS);
      return;
    }
    setErrors({});
    signIn.mutate(parsed.data, {
      onSuccess: () => void navigate(redirectTo, { replace: true }),
      onError: (error) => {
        const message = authErrorMessage(error, t);
        toast.error(message);
        const field = fieldOfAuthError(error);
        if (field) setErrors({ [field]: message });
      },
    });
  }

  const signUpLink = params.has('redirect')
    ? `/sign-up?${new URLSearchParams({ redirect: redirectTo }).toString()}`
    : '/sign-up';

  return (
    <AuthPageShell>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">{t('auth.signIn.title')}</h1>
          <CardDescription>{t('auth.signIn.lead')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <form noValidate onSubmit={onSubmit} onInput={clearErrorOnInput(setErrors)} className="grid gap-4">
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
              autoComplete="current-password"
              error={errors.password}
            />
            <SubmitButton pending={signIn.isPending} className="w-full">
              {t('auth.signIn.submit')}
            </SubmitButton>
          </form>
          <p className="text-center text-sm text-muted-foreground">
            {t('auth.signIn.noAccount')}{' '}
            <Link to={signUpLink} className="font-medium text-primary underline-offset-4 hover:underline">
              {t('auth.signIn.createAccount')}
            </Link>
          </p>
        </CardContent>
      </Card>
      <OrDivider />
      <GuestForm redirectTo={redirectTo} />
    </AuthPageShell>
  );
}
