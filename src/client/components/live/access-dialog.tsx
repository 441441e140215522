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

interface AccessDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  access: RoomAccess;
  /** Team-only needs a team; without one it is shown, with how to get there. */
  inTeam: boolean;
  hasPasscode: boolean;
  /** Sends a change; the room's own command toasts say whether it went through. */
  onSave(access: RoomAccess): Promise<{ ok: boolean }>;
  /** Sets a passcode newcomers must give, or with null takes it away. */
  onPasscode(passcode: string | null): Promise<{ ok: boolean }>;
  /** Replaces the link: the old one stops letting newcomers in. */
  onNewLink(): Promise<{ ok: boolean }>;
}

function AccessForm({
  access,
  inTeam,
  hasPasscode,
  onSave,
  onPasscode,
  onNewLink,
  onDone,
}: Omit<AccessDialogProps, 'open' | 'onOpenChange'> & { onDone(): void }) {
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
    if (chosen !== access) ok = (await onSave(chosen)).ok;
    if (ok && typed) ok = (await onPasscode(typed)).ok;
    else if (ok && removePasscode) ok = (await onPasscode(null)).ok;
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
              void onNewLink().finally(() => setBusy(false));
            }}
          >
            <RefreshCw aria-hidden="true" />
            {t('access.newLink')}
          </Button>
        </div>
        {hasPasscode && (
          <label className="flex items-start gap-2 text-sm">
            <Checkbox checked={removePasscode} onCheckedChange={setRemovePasscode} />
            {t('access.removePasscode')}
          </label>
        )}
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

/** Who may enter a room or retro, changed by its owner; both kinds show the same dialog. */
export function AccessDialog({ open, onOpenChange, ...form }: AccessDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('access.title')}
        description={t('access.lead')}
        closeLabel={t('access.close')}
        className="max-w-lg"
      >
        {open && <AccessForm {...form} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
