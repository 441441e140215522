import { useState, type ReactNode } from 'react';
import { cn } from '../lib/utils';
import { Button } from './ui/button';
import { dialogOverlay, dialogSurface } from './ui/dialog';
import { lazyOverlay } from './ui/lazy-overlay';
import { SubmitButton } from './ui/submit-button';
import { useTranslation } from '../lib/i18n';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** What will happen, said before the person commits to it: a sentence, or paragraphs. */
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  /**
   * Given by a caller that runs the action itself and closes the dialog once it succeeds, so a
   * failure can be shown and retried without losing the context.
   */
  pending?: boolean;
  /**
   * Without `pending`, the dialog stays busy until a returned promise settles and then closes
   * itself, so a slow answer cannot be clicked twice.
   */
  onConfirm(): Promise<unknown> | void;
}

const Alert = lazyOverlay(({ AlertDialog }) => AlertDialog, 'dialog');

/** Asks before an action that matters. While it runs the dialog cannot be dismissed or sent again. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive = false,
  pending,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [running, setRunning] = useState(false);
  const busy = pending ?? running;

  async function confirm() {
    if (pending !== undefined) {
      void onConfirm();
      return;
    }
    setRunning(true);
    try {
      await onConfirm();
    } finally {
      setRunning(false);
      onOpenChange(false);
    }
  }

  return (
    <Alert.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Alert.Live>
        {({ AlertDialog }) => (
          <AlertDialog.Portal>
            <AlertDialog.Overlay className={dialogOverlay} />
            <AlertDialog.Content className={cn(dialogSurface(), 'grid max-w-md gap-4 overflow-y-auto p-5')}>
              <AlertDialog.Title className="text-lg font-semibold tracking-tight">{title}</AlertDialog.Title>
              <AlertDialog.Description asChild>
                <div className="grid gap-2 text-sm leading-relaxed text-muted-foreground">{description}</div>
              </AlertDialog.Description>
              <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
                <AlertDialog.Cancel asChild>
                  <Button variant="outline" disabled={busy}>
                    {t('common.cancel')}
                  </Button>
                </AlertDialog.Cancel>
                <SubmitButton
                  type="button"
                  pending={busy}
                  variant={destructive ? 'destructive' : 'primary'}
                  onClick={() => void confirm()}
                >
                  {confirmLabel}
                </SubmitButton>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        )}
      </Alert.Live>
    </Alert.Root>
  );
}
