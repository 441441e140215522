import { PageHeader } from '../../components/page-header';
import { CenteredSpinner } from '../../components/ui/spinner';
import { useSession } from '../auth';
import { NewGameForm } from './new-game-form';
import { SignInFirst } from './sign-in-first';
import { useTranslation } from '../../lib/i18n';

export function NewGamePage() {
  const { t } = useTranslation();
  const { user, userLoaded } = useSession();
  return (
    <div className="mx-auto w-full max-w-2xl py-4">
      <PageHeader title={t('newGame.title')} lead={t('newGame.lead')} />
      {!userLoaded ? (
        <CenteredSpinner />
      ) : user ? (
        <NewGameForm />
      ) : (
        <SignInFirst here="/new-game" title={t('newGame.signInTitle')} lead={t('newGame.signInLead')} />
      )}
    </div>
  );
}
