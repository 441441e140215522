import { useState, type FormEvent } from 'react';
import { roomNameSchema } from '../../../../shared/protocol/room-protocol';
import { ROOM_NAME_MAX_LENGTH } from '../../../../shared/protocol/room-constants';
import type { RoomOptions, RoomView } from '../../../../shared/protocol/room-view';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useRoom } from '../connection/room-context';
import type { RoomCommand } from '../connection/use-room-connection';
import { deckChoiceOf, resolveDeckChoice, sameVotingSystem } from './deck-choice';
import { DeckChooser } from './deck-chooser';
import { RoomOptionsFields } from './room-options-fields';
import { useTranslation } from '../../../lib/i18n';

type Patch = Extract<RoomCommand, { type: 'room.update' }>['patch'];

const optionsOf = (room: RoomView): RoomOptions => ({
  autoReveal: room.autoReveal,
  disableVotingAfterReveal: room.disableVotingAfterReveal,
  asynchronousVoting: room.asynchronousVoting,
  flyingEmojis: room.flyingEmojis,
  viewersMayTakeSeat: room.viewersMayTakeSeat,
});

function SettingsForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const { room, send } = useRoom();
  const [name, setName] = useState(room.name);
  const [nameError, setNameError] = useState<string>();
  const [deck, setDeck] = useState(() => deckChoiceOf(room.votingSystem));
  const [options, setOptions] = useState(() => optionsOf(room));
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsedName = roomNameSchema.safeParse(name);
    const resolved = resolveDeckChoice(deck);
    if (!parsedName.success) {
      setNameError(
        name.trim() ? t('newGame.nameTooLong', { max: ROOM_NAME_MAX_LENGTH }) : t('newGame.nameRequired'),
      );
      return;
    }
    if (!resolved.ok) return;
    // Only what changed is sent, so two managers editing different settings do not undo each other.
    const patch: Patch = {};
    if (parsedName.data !== room.name) patch.name = parsedName.data;
    if (!sameVotingSystem(resolved.votingSystem, room.votingSystem))
      patch.votingSystem = resolved.votingSystem;
    const current = optionsOf(room);
    for (const key of Object.keys(options) as (keyof RoomOptions)[]) {
      if (options[key] !== current[key]) patch[key] = options[key];
    }
    if (Object.keys(patch).length === 0) return onDone();
    setBusy(true);
    const result = await send({ type: 'room.update', patch }, { success: t('room.settings.saved') });
    setBusy(false);
    if (result.ok) onDone();
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <DialogBody className="gap-6">
        <FormField
          name="name"
          idPrefix="settings-"
          label={t('newGame.name')}
          value={name}
          maxLength={ROOM_NAME_MAX_LENGTH}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(undefined);
          }}
          error={nameError}
        />
        <DeckChooser value={deck} onChange={setDeck} showProblems />
        <RoomOptionsFields value={options} onChange={setOptions} />
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('room.common.cancel')}</Button>
        </DialogClose>
        <SubmitButton pending={busy}>{t('room.settings.save')}</SubmitButton>
      </DialogFooter>
    </form>
  );
}

export function SettingsDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        focusFirstField
        title={t('room.settings.title')}
        description={t('room.settings.lead')}
        closeLabel={t('room.common.close')}
        className="max-w-2xl"
      >
        {open && <SettingsForm onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
