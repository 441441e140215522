import { PageHeader } from '../../components/page-header';
import { CenteredSpinner } from '../../components/ui/spinner';
import { useSession } from '../auth';
import { SignInFirst } from '../rooms';
import { NewRetroForm } from './new-retro-form';
import { useTranslation } from '../../lib/i18n';

export function NewRetroPage() {
  const { t } = useTranslation();
  const { user, userLoaded } = useSession();
  return (
    <div className="mx-auto w-full max-w-2xl py-4">
      <PageHeader title={t('newRetro.title')} lead={t('newRetro.lead')} />
      {!userLoaded ? (
        <CenteredSpinner />
      ) : user ? (
        <NewRetroForm />
      ) : (
        <SignInFirst here="/new-retro" title={t('newRetro.signInTitle')} lead={t('newRetro.signInLead')} />
      )}
    </div>
  );
}
