import type { ReactNode } from 'react';
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
  pending: boolean;
  onConfirm(): void;
}

/** Asks before an action that matters; stays open while it runs, so it cannot be sent twice. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive,
  pending,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Primitive.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-50 bg-gray-950/50" />
        <Primitive.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-border bg-card p-5 text-card-foreground shadow-xl">
          <Primitive.Title className="text-lg font-semibold tracking-tight">{title}</Primitive.Title>
          <Primitive.Description asChild>
            <div className="grid gap-2 text-sm text-muted-foreground">{description}</div>
          </Primitive.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <Primitive.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                {t('admin.common.cancel')}
              </Button>
            </Primitive.Cancel>
            <SubmitButton
              type="button"
              pending={pending}
              variant={destructive ? 'destructive' : 'primary'}
              onClick={onConfirm}
            >
              {confirmLabel}
            </SubmitButton>
          </div>
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
