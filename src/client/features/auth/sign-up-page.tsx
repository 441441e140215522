import { DISPLAY_NAME_MAX_LENGTH } from '../../../shared/constants';
import { FormField } from '../../components/ui/form-field';
import { Navigate } from '../../lib/router';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { CredentialsPage, EmailPasswordFields } from './credentials-page';
import { useSession } from './session';
import { useSignUp } from './use-auth-actions';
import { useTranslation } from '../../lib/i18n';

const FIELDS = ['name', 'email', 'password'] as const;

export function SignUpPage() {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const { user } = useSession();
  // A guest saving their account keeps the name the room knows them by, unless they change it.
  const guestName = user?.isAnonymous ? user.displayName : undefined;
  const { minPasswordLength: minLength, passwordSignIn = true } = getRuntimeConfig();
  // Accounts come from the company's provider on this server: its sign-in page makes them.
  if (!passwordSignIn) return <Navigate to="/sign-in" replace />;
  return (
    <CredentialsPage
      title={t('auth.signUp.title')}
      lead={t('auth.signUp.lead')}
      submitLabel={t('auth.signUp.submit')}
      fields={FIELDS}
      schema={(schemas) => schemas.signUpSchema(minLength)}
      mutation={signUp}
      switchPrompt={t('auth.signUp.haveAccount')}
      switchLabel={t('auth.signUp.signIn')}
      switchPath="/sign-in"
    >
      {(errors) => (
        <>
          <FormField
            key={guestName ?? ''}
            defaultValue={guestName}
            name="name"
            label={t('auth.fields.name')}
            autoComplete="name"
            maxLength={DISPLAY_NAME_MAX_LENGTH}
            error={errors.name}
          />
          <EmailPasswordFields
            errors={errors}
            newPassword={{ hint: t('auth.fields.passwordHint', { min: minLength }) }}
          />
        </>
      )}
    </CredentialsPage>
  );
}
