import type { ComponentProps, ReactNode } from 'react';
import { Dialog as Primitive } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';

export const Dialog = Primitive.Root;
export const DialogTrigger = Primitive.Trigger;
export const DialogClose = Primitive.Close;

const overlay = 'fixed inset-0 z-50 bg-gray-950/50 backdrop-blur-[1px]';

interface DialogContentProps extends ComponentProps<typeof Primitive.Content> {
  title: string;
  description?: ReactNode;
  /** "sheet" slides in from the side, for panels on small screens. */
  variant?: 'center' | 'sheet';
  /** Forms start in their first field rather than on the close button. */
  focusFirstField?: boolean;
}

function focusFirstField(event: Event) {
  const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
    'input, textarea, select',
  );
  if (!field) return;
  event.preventDefault();
  field.focus();
}

/** A titled, labelled dialog with a close button; focus is trapped and returned by Radix. */
export function DialogContent({
  title,
  description,
  variant = 'center',
  focusFirstField: startInField = false,
  className,
  children,
  ...props
}: DialogContentProps) {
  const { t } = useTranslation();
  return (
    <Primitive.Portal>
      <Primitive.Overlay className={overlay} />
      <Primitive.Content
        className={cn(
          'fixed z-50 flex flex-col border border-border bg-card text-card-foreground shadow-xl outline-none',
          variant === 'center'
            ? 'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-xl'
            : 'inset-y-0 right-0 h-dvh w-[min(24rem,100vw)] rounded-l-xl',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={startInField ? focusFirstField : undefined}
        {...props}
      >
        <div className="flex items-start gap-3 border-b border-border px-5 py-4">
          <div className="grid min-w-0 flex-1 gap-1">
            <Primitive.Title className="text-lg font-semibold tracking-tight">{title}</Primitive.Title>
            {description && (
              <Primitive.Description className="text-sm text-muted-foreground">
                {description}
              </Primitive.Description>
            )}
          </div>
          <Primitive.Close asChild>
            <Button
              variant="ghost"
              size="icon"
              className="-mt-1 -mr-2 size-9"
              aria-label={t('room.common.close')}
            >
              <X aria-hidden="true" />
            </Button>
          </Primitive.Close>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
      </Primitive.Content>
    </Primitive.Portal>
  );
}

export function DialogBody({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-4 px-5 py-4', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'sticky bottom-0 flex flex-wrap items-center justify-end gap-2 border-t border-border bg-card px-5 py-3',
        className,
      )}
      {...props}
    />
  );
}
