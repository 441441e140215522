import { useId } from 'react';
import { Eye, Hand } from 'lucide-react';
import { ChoiceCard } from '../../components/ui/choice-card';
import { useTranslation } from '../../lib/i18n';

/** Whether the creator sits at the table with a hand of cards or only runs the session. */
export function CreatorRoleField({ value, onChange }: { value: boolean; onChange(votes: boolean): void }) {
  const { t } = useTranslation();
  const name = useId();
  const choices = [
    { votes: true, icon: Hand, label: t('newGame.creatorVotes'), help: t('newGame.creatorVotesHelp') },
    {
      votes: false,
      icon: Eye,
      label: t('newGame.creatorFacilitates'),
      help: t('newGame.creatorFacilitatesHelp'),
    },
  ];
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t('newGame.creatorRole')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map(({ votes, icon: Icon, label, help }) => (
          <ChoiceCard key={label} name={name} checked={value === votes} onChange={() => onChange(votes)}>
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span className="grid gap-0.5">
              <span className="text-sm font-medium">{label}</span>
              <span className="text-xs text-muted-foreground">{help}</span>
            </span>
          </ChoiceCard>
        ))}
      </div>
    </fieldset>
  );
}
