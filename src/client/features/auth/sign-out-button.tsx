import { LogOut } from 'lucide-react';
import { SubmitButton } from '../../components/ui/submit-button';
import { useSignOut } from './use-auth-actions';
import { useTranslation } from '../../lib/i18n';

export function SignOutButton() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <SubmitButton
      type="button"
      variant="outline"
      pending={signOut.isPending}
      onClick={() => signOut.mutate()}
    >
      {!signOut.isPending && <LogOut aria-hidden="true" />}
      {t('user.signOut')}
    </SubmitButton>
  );
}
