import { useDocumentTitle } from '../../lib/use-document-title';
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from '../../lib/router';
import { toast } from '../../lib/toast';
import type { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../../../shared/constants';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { CenteredSpinner } from '../../components/ui/spinner';
import { SubmitButton } from '../../components/ui/submit-button';
import {
  authErrorMessage,
  fieldOfAuthError,
  toFieldErrors,
  type AuthField,
  type FieldErrors,
} from './auth-errors';
import { AuthPageShell } from './auth-page-shell';
import { AuthForm, type AuthSchemas } from './auth-form';
import { clearErrorOnInput, focusFirstInvalid, readFields } from './form-utils';
import { safeRedirect } from './safe-redirect';
import { useSession } from './session';
import { useTranslation } from '../../lib/i18n';

/**
 * The email and password both forms ask for. A new password gets the browser's "new password"
 * suggestion, its length limit and a hint with the rule, so it is not refused after sending.
 */
export function EmailPasswordFields({
  errors,
  newPassword,
  forgotLink,
}: {
  errors: FieldErrors;
  newPassword?: { hint: string };
  /** Sign-in offers a way back in for a forgotten password, under its field. */
  forgotLink?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
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
        autoComplete={newPassword ? 'new-password' : 'current-password'}
        maxLength={newPassword ? MAX_PASSWORD_LENGTH : undefined}
        hint={newPassword?.hint}
        error={errors.password}
      />
      {forgotLink && (
        <Link
          to="/forgot-password"
          className="-mt-2 justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('auth.forgot.link')}
        </Link>
      )}
    </>
  );
}

interface CredentialsMutation<Input> {
  mutate(input: Input, options: { onSuccess(): void; onError(error: unknown): void }): void;
  isPending: boolean;
  isIdle: boolean;
}

interface CredentialsPageProps<Input> {
  title: string;
  lead: string;
  submitLabel: string;
  /** Fields in form order: the first one with a problem gets the focus. */
  fields: readonly AuthField[];
  /** Picks the form's rule from the shared ones, which arrive with the first use of the form. */
  schema: (schemas: AuthSchemas) => z.ZodType<Input>;
  mutation: CredentialsMutation<Input>;
  /** The other way in (sign in ↔ sign up), offered under the form. */
  switchPrompt: string;
  switchLabel: string;
  switchPath: string;
  children(errors: FieldErrors): ReactNode;
  /** False on a server where accounts sign in with a provider only: the card shows `before` alone. */
  passwords?: boolean;
  /** Shown in the card above the form (other ways in), given where the person goes once signed in. */
  before?(redirectTo: string): ReactNode;
  /** Shown under the card, given where the person goes once signed in. */
  after?(redirectTo: string): ReactNode;
}

/**
 * What sign-in and sign-up share: checking the fields before anything is sent, a server refusal
 * shown as a toast and under its field, and going back to where the person came from.
 */
export function CredentialsPage<Input>({
  title,
  lead,
  submitLabel,
  fields,
  schema,
  mutation,
  switchPrompt,
  switchLabel,
  switchPath,
  children,
  passwords = true,
  before,
  after,
}: CredentialsPageProps<Input>) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get('redirect'));
  const { user, userLoaded } = useSession();
  const [errors, setErrors] = useState<FieldErrors>({});

  if (!userLoaded) return <CenteredSpinner />;
  // A guest may come here to sign in properly; a registered user has nothing to do here.
  if (user && !user.isAnonymous && mutation.isIdle) return <Navigate to={redirectTo} replace />;

  function onSubmit(schemas: AuthSchemas, form: HTMLFormElement) {
    const parsed = schema(schemas).safeParse(readFields(form, fields));
    if (!parsed.success) {
      const next = toFieldErrors(parsed.error, t);
      setErrors(next);
      focusFirstInvalid(form, next, fields);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data, {
      onSuccess: () => void navigate(redirectTo, { replace: true }),
      onError: (error) => {
        const message = authErrorMessage(error, t);
        toast.error(message);
        const field = fieldOfAuthError(error);
        if (field) setErrors({ [field]: message });
      },
    });
  }

  const switchLink = params.has('redirect')
    ? `${switchPath}?${new URLSearchParams({ redirect: redirectTo }).toString()}`
    : switchPath;

  return (
    <AuthPageShell>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <CardDescription>{lead}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {before?.(redirectTo)}
          {passwords && (
            <>
              <AuthForm onSubmit={onSubmit} onInput={clearErrorOnInput(setErrors)}>
                {children(errors)}
                <SubmitButton pending={mutation.isPending} className="w-full">
                  {submitLabel}
                </SubmitButton>
              </AuthForm>
              <p className="text-center text-sm text-muted-foreground">
                {switchPrompt}{' '}
                <Link to={switchLink} className="font-medium text-primary underline-offset-4 hover:underline">
                  {switchLabel}
                </Link>
              </p>
            </>
          )}
        </CardContent>
      </Card>
      {after?.(redirectTo)}
    </AuthPageShell>
  );
}
