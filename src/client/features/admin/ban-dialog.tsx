import { useId, useState, type FormEvent } from 'react';
import { BAN_REASON_MAX_LENGTH, type AdminUser, type BanUserInput } from '../../../shared/api/admin';
import { Button } from '../../components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { SubmitButton } from '../../components/ui/submit-button';
import { Textarea } from '../../components/ui/textarea';
import { BAN_DURATIONS, banExpiresAt, localDateInput, type BanDuration } from './ban-expiry';
import { useTranslation } from '../../lib/i18n';

interface BanDialogProps {
  user: AdminUser | null;
  pending: boolean;
  onOpenChange(open: boolean): void;
  onBan(input: BanUserInput): void;
}

interface BanFormProps {
  pending: boolean;
  onCancel(): void;
  onBan(input: BanUserInput): void;
}

/** Mounted afresh for each user, so a dialog never opens with the last ban's answers. */
function BanForm({ pending, onCancel, onBan }: BanFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [duration, setDuration] = useState<BanDuration>('none');
  const [customDate, setCustomDate] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; date?: string }>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const expiresAt = banExpiresAt(duration, customDate);
    const next = {
      reason: reason.trim() ? undefined : t('admin.users.ban.reasonRequired'),
      date: expiresAt === undefined ? t('admin.users.ban.customDateRequired') : undefined,
    };
    setErrors(next);
    if (next.reason || next.date || expiresAt === undefined) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    onBan({ reason: reason.trim(), expiresAt });
  }

  return (
    <form noValidate onSubmit={submit}>
      <DialogBody className="gap-5">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-reason`}>{t('admin.users.ban.reason')}</Label>
          <Textarea
            id={`${id}-reason`}
            value={reason}
            maxLength={BAN_REASON_MAX_LENGTH}
            required
            data-autofocus
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={`${id}-reason-note`}
            onChange={(event) => setReason(event.target.value)}
          />
          <p
            id={`${id}-reason-note`}
            className={errors.reason ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}
          >
            {errors.reason ?? t('admin.users.ban.reasonHint')}
          </p>
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('admin.users.ban.duration')}</legend>
          {BAN_DURATIONS.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-duration`}
                value={option}
                checked={duration === option}
                onChange={() => setDuration(option)}
                className="size-4 accent-primary"
              />
              {t(`admin.users.ban.durations.${option}`)}
            </label>
          ))}
          {duration === 'custom' && (
            <div className="grid gap-1.5 pl-6">
              <Label htmlFor={`${id}-date`}>{t('admin.users.ban.customDate')}</Label>
              <Input
                id={`${id}-date`}
                type="date"
                value={customDate}
                min={localDateInput(new Date())}
                aria-invalid={errors.date ? true : undefined}
                aria-describedby={errors.date ? `${id}-date-error` : undefined}
                onChange={(event) => setCustomDate(event.target.value)}
                className="w-48"
              />
              {errors.date && (
                <p id={`${id}-date-error`} className="text-sm text-destructive">
                  {errors.date}
                </p>
              )}
            </div>
          )}
        </fieldset>
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {t('admin.common.cancel')}
        </Button>
        <SubmitButton pending={pending} variant="destructive">
          {t('admin.users.ban.confirm')}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}

export function BanDialog({ user, pending, onOpenChange, onBan }: BanDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !pending && onOpenChange(open)}>
      {user && (
        <DialogContent
          title={t('admin.users.ban.title', { name: user.displayName })}
          description={t('admin.users.ban.description')}
          closeLabel={t('admin.common.close')}
        >
          <BanForm key={user.id} pending={pending} onCancel={() => onOpenChange(false)} onBan={onBan} />
        </DialogContent>
      )}
    </Dialog>
  );
}
