import { useState } from 'react';
import { useNavigate } from '../../lib/router';
import { toast } from '../../lib/toast';
import { DISPLAY_NAME_MAX_LENGTH } from '../../../shared/constants';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { SubmitButton } from '../../components/ui/submit-button';
import { authErrorMessage, toFieldErrors, type FieldErrors } from './auth-errors';
import { AuthForm, type AuthSchemas } from './auth-form';
import { clearErrorOnInput, focusFirstInvalid, readFields } from './form-utils';
import { useGuestSignIn } from './use-auth-actions';
import { useTranslation } from '../../lib/i18n';

export function GuestForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const guest = useGuestSignIn();
  const [errors, setErrors] = useState<FieldErrors>({});

  function onSubmit(schemas: AuthSchemas, form: HTMLFormElement) {
    const parsed = schemas.guestSignInSchema.safeParse(readFields(form, ['name']));
    if (!parsed.success) {
      const next = toFieldErrors(parsed.error, t);
      setErrors(next);
      focusFirstInvalid(form, next, ['name']);
      return;
    }
    setErrors({});
    guest.mutate(parsed.data.name, {
      onSuccess: () => void navigate(redirectTo, { replace: true }),
      onError: (error) => toast.error(authErrorMessage(error, t)),
    });
  }

  return (
    <Card aria-labelledby="guest-title">
      <CardHeader>
        <CardTitle id="guest-title">{t('auth.guest.title')}</CardTitle>
        <CardDescription>{t('auth.guest.lead')}</CardDescription>
      </CardHeader>
      <CardContent>
        <AuthForm onSubmit={onSubmit} onInput={clearErrorOnInput(setErrors)}>
          <FormField
            idPrefix="guest-"
            name="name"
            label={t('auth.fields.guestName')}
            autoComplete="nickname"
            maxLength={DISPLAY_NAME_MAX_LENGTH}
            error={errors.name}
          />
          <SubmitButton pending={guest.isPending} variant="outline" className="w-full">
            {t('auth.guest.submit')}
          </SubmitButton>
        </AuthForm>
      </CardContent>
    </Card>
  );
}
