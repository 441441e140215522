import type { RoomOptions } from '../../../../shared/protocol/room-view';
import { SwitchField } from '../../../components/ui/switch';
import { useTranslation } from '../../../lib/i18n';

const OPTIONS = [
  'autoReveal',
  'disableVotingAfterReveal',
  'asynchronousVoting',
  'flyingEmojis',
  'viewersMayTakeSeat',
] as const satisfies (keyof RoomOptions)[];

export const DEFAULT_ROOM_OPTIONS: RoomOptions = {
  autoReveal: false,
  disableVotingAfterReveal: false,
  asynchronousVoting: false,
  flyingEmojis: true,
  viewersMayTakeSeat: false,
};

/** The room's on/off options, each with a short explanation. */
export function RoomOptionsFields({
  value,
  onChange,
}: {
  value: RoomOptions;
  onChange(options: RoomOptions): void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid divide-y divide-border">
      <legend className="mb-1 text-sm font-medium">{t('room.options.label')}</legend>
      {OPTIONS.map((option) => (
        <SwitchField
          key={option}
          name={option}
          label={t(`room.options.${option}.label`)}
          help={t(`room.options.${option}.help`)}
          checked={value[option]}
          onCheckedChange={(checked) => onChange({ ...value, [option]: checked })}
        />
      ))}
    </fieldset>
  );
}
