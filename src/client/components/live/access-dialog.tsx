import { useState, type FormEvent } from 'react';
import { RefreshCw } from 'lucide-react';
import {
  PASSCODE_MAX_LENGTH,
  PASSCODE_MIN_LENGTH,
  ROOM_ACCESS,
  type RoomAccess,
} from '../../../shared/domain/access';
import { useTranslation } from '../../lib/i18n';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { ChoiceCard } from '../ui/choice-card';
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter } from '../ui/dialog';
import { FormField } from '../ui/form-field';
import { SubmitButton } from '../ui/submit-button';

/** A room's or retro's access as its snapshot tells it. */
interface AccessView {
  access: RoomAccess;
  teamId: string | null;
  hasPasscode: boolean;
}

/** The access commands every kind takes; the room's own command toasts say how each went. */
type AccessCommand =
  | { type: 'room.access'; access: RoomAccess }
  | { type: 'room.passcode'; passcode: string | null }
  | { type: 'room.newLink' };

interface AccessDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  room: AccessView;
  send(command: AccessCommand, options: { success: string }): Promise<{ ok: boolean }>;
}

function AccessForm({ room, send, onDone }: Pick<AccessDialogProps, 'room' | 'send'> & { onDone(): void }) {
  const { access, hasPasscode } = room;
  // Team-only needs a team; without one it is shown, with how to get there.
  const inTeam = room.teamId !== null;
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(access);
  const [passcode, setPasscode] = useState('');
  const [removePasscode, setRemovePasscode] = useState(false);
  const [passcodeError, setPasscodeError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const typed = passcode.trim();
    if (typed && typed.length < PASSCODE_MIN_LENGTH) {
      setPasscodeError(t('access.passcodeTooShort', { min: PASSCODE_MIN_LENGTH }));
      return;
    }
    setBusy(true);
    let ok = true;
    const saved = { success: t('access.saved') };
    if (chosen !== access) ok = (await send({ type: 'room.access', access: chosen }, saved)).ok;
    if (ok && (typed || removePasscode))
      ok = (await send({ type: 'room.passcode', passcode: typed || null }, saved)).ok;
    setBusy(false);
    if (ok) onDone();
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <DialogBody className="gap-3">
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t('access.title')}</legend>
          {ROOM_ACCESS.map((option) => {
            const unavailable = option === 'team' && !inTeam;
            return (
              <ChoiceCard
                key={option}
                name="access"
                value={option}
                checked={chosen === option}
                disabled={unavailable}
                onChange={() => setChosen(option)}
                className={unavailable ? 'cursor-not-allowed opacity-60 hover:bg-card' : undefined}
              >
                <span className="flex flex-col gap-0.5">
                  <span className="font-medium">{t(`access.options.${option}.label`)}</span>
                  <span className="text-sm text-muted-foreground">
                    {unavailable ? t('access.noTeam') : t(`access.options.${option}.lead`)}
                  </span>
                </span>
              </ChoiceCard>
            );
          })}
        </fieldset>
        <p className="text-sm text-muted-foreground">{t('access.leaving')}</p>
        <FormField
          name="passcode"
          idPrefix="access-"
          label={t('access.passcode')}
          autoComplete="off"
          maxLength={PASSCODE_MAX_LENGTH}
          value={passcode}
          disabled={removePasscode}
          onChange={(event) => {
            setPasscode(event.target.value);
            setPasscodeError(undefined);
          }}
          hint={hasPasscode ? t('access.passcodeSet') : t('access.passcodeNone')}
          error={passcodeError}
        />
        {hasPasscode && (
          <label className="flex items-start gap-2 text-sm">
            <Checkbox checked={removePasscode} onCheckedChange={setRemovePasscode} />
            {t('access.removePasscode')}
          </label>
        )}
        <div className="grid gap-1.5">
          <p className="text-sm font-medium">{t('access.link')}</p>
          <p className="text-xs text-muted-foreground">{t('access.linkLead')}</p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="w-fit"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void send({ type: 'room.newLink' }, { success: t('access.linkMade') }).finally(() =>
                setBusy(false),
              );
            }}
          >
            <RefreshCw aria-hidden="true" />
            {t('access.newLink')}
          </Button>
        </div>
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('common.cancel')}</Button>
        </DialogClose>
        <SubmitButton pending={busy}>{t('access.save')}</SubmitButton>
      </DialogFooter>
    </form>
  );
}

/**
 * Who may enter a room or retro, its passcode and its link, changed by its owner or a team admin;
 * both kinds show the same dialog.
 */
export function AccessDialog({ open, onOpenChange, room, send }: AccessDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('access.title')}
        description={t('access.lead')}
        closeLabel={t('access.close')}
        className="max-w-lg"
      >
        {open && <AccessForm room={room} send={send} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
