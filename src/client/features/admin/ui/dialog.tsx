import { useRef, type ComponentProps, type ReactNode } from 'react';
import { Dialog as Primitive } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';

export const Dialog = Primitive.Root;

interface DialogContentProps extends ComponentProps<typeof Primitive.Content> {
  title: string;
  description?: ReactNode;
}

/**
 * A titled dialog with a close button; Radix traps focus inside and gives it back on close. Focus
 * starts on the field marked `data-autofocus`, so a form opens ready to type into.
 */
export function DialogContent({
  title,
  description,
  className,
  children,
  onOpenAutoFocus,
  ...props
}: DialogContentProps) {
  const { t } = useTranslation();
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-gray-950/50" />
      <Primitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col',
          'rounded-xl border border-border bg-card text-card-foreground shadow-xl outline-none',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
        ref={contentRef}
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event);
          const preferred = contentRef.current?.querySelector<HTMLElement>('[data-autofocus]');
          if (preferred && !event.defaultPrevented) {
            event.preventDefault();
            preferred.focus();
          }
        }}
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
              aria-label={t('admin.common.close')}
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

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'flex flex-wrap items-center justify-end gap-2 border-t border-border px-5 py-3',
        className,
      )}
      {...props}
    />
  );
}
