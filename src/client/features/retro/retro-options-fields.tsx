import { MAX_VOTES_PER_PERSON, TIMED_PHASES, type TimedPhase } from '../../../shared/domain/retro';
import { RETRO_OPTION_DEFAULTS } from '../../../shared/protocol/retro-constants';
import type { RetroOptions } from '../../../shared/protocol/retro-view';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { SwitchField } from '../../components/ui/switch';
import { useTranslation } from '../../lib/i18n';

/** The defaults a team expects, as the protocol defines them. */
export const DEFAULT_RETRO_OPTIONS: RetroOptions = { ...RETRO_OPTION_DEFAULTS, phaseTimerMs: {} };

const MINUTE_MS = 60_000;

/** A retro's options: anonymity, dots, who groups, and a timer per step. */
export function RetroOptionsFields({
  value,
  onChange,
}: {
  value: RetroOptions;
  onChange(options: RetroOptions): void;
}) {
  const { t } = useTranslation();
  const votesInvalid = value.votesPerItem > value.votesPerPerson;
  const setTimer = (phase: TimedPhase, minutes: string) => {
    const phaseTimerMs = { ...value.phaseTimerMs };
    const number = Number(minutes);
    if (minutes.trim() === '' || !Number.isFinite(number) || number <= 0) delete phaseTimerMs[phase];
    else phaseTimerMs[phase] = Math.min(120, Math.max(1, Math.round(number))) * MINUTE_MS;
    onChange({ ...value, phaseTimerMs });
  };
  const number = (key: 'votesPerPerson' | 'votesPerItem', raw: string) =>
    onChange({ ...value, [key]: Math.min(MAX_VOTES_PER_PERSON, Math.max(1, Math.round(Number(raw) || 1))) });
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 text-sm font-medium">{t('newRetro.options')}</legend>
      <div className="grid divide-y divide-border">
        <SwitchField
          name="anonymous"
          label={t('newRetro.anonymous')}
          help={t('newRetro.anonymousHelp')}
          checked={value.anonymous}
          onCheckedChange={(anonymous) => onChange({ ...value, anonymous })}
        />
        <SwitchField
          name="hideVoteCounts"
          label={t('newRetro.hideVoteCounts')}
          help={t('newRetro.hideVoteCountsHelp')}
          checked={value.hideVoteCounts}
          onCheckedChange={(hideVoteCounts) => onChange({ ...value, hideVoteCounts })}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="grid gap-1.5">
          <Label htmlFor="votesPerPerson">{t('newRetro.votesPerPerson')}</Label>
          <Input
            id="votesPerPerson"
            type="number"
            min={1}
            max={MAX_VOTES_PER_PERSON}
            value={value.votesPerPerson}
            onChange={(event) => number('votesPerPerson', event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="votesPerItem">{t('newRetro.votesPerItem')}</Label>
          <Input
            id="votesPerItem"
            type="number"
            min={1}
            max={MAX_VOTES_PER_PERSON}
            value={value.votesPerItem}
            aria-invalid={votesInvalid || undefined}
            aria-describedby={votesInvalid ? 'votesInvalid' : undefined}
            onChange={(event) => number('votesPerItem', event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="groupingBy">{t('newRetro.groupingBy')}</Label>
          <NativeSelect
            id="groupingBy"
            value={value.groupingBy}
            onChange={(event) =>
              onChange({
                ...value,
                groupingBy: event.target.value === 'facilitators' ? 'facilitators' : 'everyone',
              })
            }
          >
            <option value="everyone">{t('newRetro.groupingEveryone')}</option>
            <option value="facilitators">{t('newRetro.groupingFacilitators')}</option>
          </NativeSelect>
        </div>
      </div>
      {votesInvalid && (
        <p id="votesInvalid" className="text-sm text-destructive">
          {t('newRetro.votesInvalid')}
        </p>
      )}
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('newRetro.timers')}</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {TIMED_PHASES.map((phase) => (
            <div key={phase} className="grid gap-1">
              <Label htmlFor={`timer-${phase}`} className="text-xs">
                {t(`retros.phases.${phase}`)}
              </Label>
              <Input
                id={`timer-${phase}`}
                type="number"
                min={1}
                max={120}
                inputMode="numeric"
                defaultValue={value.phaseTimerMs[phase] ? value.phaseTimerMs[phase] / MINUTE_MS : ''}
                onChange={(event) => setTimer(phase, event.target.value)}
              />
            </div>
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}
