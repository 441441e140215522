import { PageHeader } from '../../components/page-header';
import { useSession } from '../auth';
import { SaveAccountCard, SignOutButton } from '../auth/widgets';
import { DeleteAccountCard } from './delete-account-card';
import { IdentityCard } from './identity-card';
import { PasswordCard } from './password-card';
import { PreferencesCard } from './preferences-card';
import { useSignInMethods } from './profile-api';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { loadMessages, useTranslation } from '../../lib/i18n';
import { lazy, Suspense } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import { withChunkReload } from '../../lib/chunk-reload';

// Only servers with a company provider show it: its code and strings load there, not with every profile.
const LazySignInMethodsCard = lazy(
  withChunkReload(() =>
    Promise.all([import('./sign-in-methods-card'), loadMessages(['sso'])]).then(([module]) => ({
      default: module.SignInMethodsCard,
    })),
  ),
);

export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  // Only a server with a company provider has more than a password to show.
  const withProviders = (getRuntimeConfig().signInProviders?.length ?? 0) > 0;
  const methods = useSignInMethods(withProviders && Boolean(user && !user.isAnonymous));
  const hasPassword = !withProviders || methods.data?.methods.some((method) => method.id === 'password');
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
      {!user.isAnonymous && withProviders && (
        <Suspense fallback={<Skeleton className="h-32" />}>
          <LazySignInMethodsCard methods={methods} />
        </Suspense>
      )}
      {!user.isAnonymous && hasPassword && <PasswordCard />}
      <DeleteAccountCard />
    </div>
  );
}
