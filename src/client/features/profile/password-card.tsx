import { useState } from 'react';
import { toast } from '../../lib/toast';
import { MAX_PASSWORD_LENGTH } from '../../../shared/constants';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { RulesForm } from '../../components/ui/rules-form';
import { SubmitButton } from '../../components/ui/submit-button';
import { isApiError } from '../../lib/api-client';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { profileRules, useChangePassword, type ProfileRules } from './profile-api';
import { useTranslation } from '../../lib/i18n';

type Field = 'currentPassword' | 'newPassword' | 'repeatPassword';
type Errors = Partial<Record<Field, string>>;
const EMPTY = { currentPassword: '', newPassword: '', repeatPassword: '' };

export function PasswordCard() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const min = getRuntimeConfig().minPasswordLength;

  function validate({ passwordSchema }: ProfileRules): Errors {
    const found: Errors = {};
    if (!values.currentPassword) found.currentPassword = t('profile.password.currentRequired');
    const parsed = passwordSchema(min).safeParse(values.newPassword);
    if (!parsed.success) {
      const tooLong = parsed.error.issues[0]?.code === 'too_big';
      found.newPassword = tooLong
        ? t('auth.validation.passwordMax', { max: MAX_PASSWORD_LENGTH })
        : t('auth.validation.passwordMin', { min });
    } else if (values.newPassword === values.currentPassword) {
      found.newPassword = t('profile.password.same');
    }
    if (!found.newPassword && values.repeatPassword !== values.newPassword) {
      found.repeatPassword = t('profile.password.mismatch');
    }
    return found;
  }

  const submit = (rules: ProfileRules, form: HTMLFormElement) => {
    const found = validate(rules);
    setErrors(found);
    const first = (Object.keys(EMPTY) as Field[]).find((field) => found[field]);
    if (first) return form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          setValues(EMPTY);
          toast.success(t('profile.password.done'));
        },
        onError: (failure) => {
          const code = isApiError(failure) ? failure.code : '';
          if (code === 'WRONG_PASSWORD') setErrors({ currentPassword: t('profile.password.wrongCurrent') });
          else if (code === 'PASSWORD_TOO_SHORT')
            setErrors({ newPassword: t('auth.validation.passwordMin', { min }) });
          else if (code === 'PASSWORD_TOO_LONG')
            setErrors({ newPassword: t('auth.validation.passwordMax', { max: MAX_PASSWORD_LENGTH }) });
          else if (code === 'TOO_MANY_ATTEMPTS') toast.error(t('auth.serverErrors.TOO_MANY_ATTEMPTS'));
          else toast.error(isApiError(failure) && code !== 'NETWORK' ? failure.message : t('errors.network'));
        },
      },
    );
  };

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <FormField
      name={name}
      type="password"
      label={label}
      hint={hint}
      error={errors[name]}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      }}
    />
  );

  return (
    <Card aria-labelledby="password-title">
      <CardHeader>
        <CardTitle id="password-title">{t('profile.password.title')}</CardTitle>
        <CardDescription>{t('profile.password.lead')}</CardDescription>
      </CardHeader>
      <CardContent>
        <RulesForm rules={profileRules} onSubmit={submit} className="grid max-w-md gap-4">
          {field('currentPassword', t('profile.password.current'), 'current-password')}
          {field(
            'newPassword',
            t('profile.password.next'),
            'new-password',
            t('profile.password.hint', { min }),
          )}
          {field('repeatPassword', t('profile.password.repeat'), 'new-password')}
          <div>
            <SubmitButton pending={change.isPending}>{t('profile.password.submit')}</SubmitButton>
          </div>
        </RulesForm>
      </CardContent>
    </Card>
  );
}
