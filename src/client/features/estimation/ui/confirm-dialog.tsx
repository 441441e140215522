import { useState, type ReactNode } from 'react';
import { AlertDialog as Primitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SubmitButton } from '../../../components/ui/submit-button';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  /** The dialog stays open (busy) until this settles, so a slow answer cannot be clicked twice. */
  onConfirm(): Promise<unknown> | void;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onOpenChange(false);
    }
  }
  return (
    <Primitive.Root open={open} onOpenChange={onOpenChange}>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-50 bg-gray-950/50" />
        <Primitive.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-xl">
          <Primitive.Title className="text-lg font-semibold">{title}</Primitive.Title>
          <Primitive.Description className="text-sm text-muted-foreground">
            {description}
          </Primitive.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <Primitive.Cancel asChild>
              <Button variant="outline">{t('room.common.cancel')}</Button>
            </Primitive.Cancel>
            <SubmitButton
              type="button"
              pending={busy}
              variant={destructive ? 'destructive' : 'primary'}
              onClick={() => void confirm()}
            >
              {confirmLabel}
            </SubmitButton>
          </div>
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
