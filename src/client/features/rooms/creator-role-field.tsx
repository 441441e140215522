import { RadioGroup } from 'radix-ui';
import { Eye, Hand } from 'lucide-react';
import { focusRing } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { useTranslation } from '../../lib/i18n';

/** Whether the creator sits at the table with a hand of cards or only runs the session. */
export function CreatorRoleField({ value, onChange }: { value: boolean; onChange(votes: boolean): void }) {
  const { t } = useTranslation();
  const choices = [
    { value: 'vote', icon: Hand, label: t('newGame.creatorVotes'), help: t('newGame.creatorVotesHelp') },
    {
      value: 'facilitate',
      icon: Eye,
      label: t('newGame.creatorFacilitates'),
      help: t('newGame.creatorFacilitatesHelp'),
    },
  ];
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t('newGame.creatorRole')}</legend>
      <RadioGroup.Root
        value={value ? 'vote' : 'facilitate'}
        onValueChange={(choice) => onChange(choice === 'vote')}
        className="grid gap-2 sm:grid-cols-2"
        aria-label={t('newGame.creatorRole')}
      >
        {choices.map(({ value: choice, icon: Icon, label, help }) => (
          <RadioGroup.Item
            key={choice}
            value={choice}
            className={cn(
              'flex items-start gap-3 rounded-lg border border-border bg-card p-3 text-left hover:bg-muted',
              'data-[state=checked]:border-primary data-[state=checked]:ring-1 data-[state=checked]:ring-primary',
              focusRing,
            )}
          >
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span className="grid gap-0.5">
              <span className="text-sm font-medium">{label}</span>
              <span className="text-xs text-muted-foreground">{help}</span>
            </span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </fieldset>
  );
}
