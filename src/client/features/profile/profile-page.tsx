import { PageHeader } from '../../components/page-header';
import { useSession } from '../auth';
import { SaveAccountCard, SignOutButton } from '../auth/widgets';
import { DeleteAccountCard } from './delete-account-card';
import { IdentityCard } from './identity-card';
import { PasswordCard } from './password-card';
import { PreferencesCard } from './preferences-card';
import { useTranslation } from '../../lib/i18n';

export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader title={t('profile.title')} lead={t('profile.lead')} className="mb-0">
        <div>
          <SignOutButton />
        </div>
      </PageHeader>
      <SaveAccountCard />
      {/* Keyed by user, so the forms start from the right values after switching accounts. */}
      <IdentityCard key={`identity-${user.uid}`} user={user} />
      <PreferencesCard key={`preferences-${user.uid}`} user={user} />
      {/* Guests have no password yet; they sign in through their session only. */}
      {!user.isAnonymous && <PasswordCard />}
      <DeleteAccountCard />
    </div>
  );
}
