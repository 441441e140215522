import type { ComponentProps, ReactNode } from 'react';
import type { Dialog as Primitive } from 'radix-ui';
import { cva } from 'class-variance-authority';
import { X } from 'lucide-react';
import { cn } from '../../lib/utils';
import { Button } from './button';
import { lazyOverlay, loadedOverlays } from './lazy-overlay';

const Modal = lazyOverlay(({ Dialog }) => Dialog, 'dialog');
export const Dialog = Modal.Root;
export const DialogTrigger = Modal.Trigger;

/** Renders only inside an open dialog's content, when its code is here. */
export function DialogClose(props: ComponentProps<typeof Primitive.Close>) {
  const { Close } = loadedOverlays().Dialog;
  return <Close {...props} />;
}

/** Shared with the confirm dialog, so every modal dims the page and sits on it the same way. */
export const dialogOverlay = 'fixed inset-0 z-50 bg-gray-950/50 backdrop-blur-[1px]';

export const dialogSurface = cva(
  'fixed z-50 border border-border bg-card text-card-foreground shadow-xl outline-none',
  {
    variants: {
      variant: {
        center:
          'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-xl',
        sheet: 'inset-y-0 right-0 h-dvh w-[min(24rem,100vw)] rounded-l-xl',
      },
    },
    defaultVariants: { variant: 'center' },
  },
);

interface DialogContentProps extends ComponentProps<typeof Primitive.Content> {
  title: string;
  description?: ReactNode;
  /** The close button's accessible name; the caller words it, as this primitive knows no feature. */
  closeLabel: string;
  /** "sheet" slides in from the side, for panels on small screens. */
  variant?: 'center' | 'sheet';
  /** Forms start in their first field rather than on the close button. */
  focusFirstField?: boolean;
}

/**
 * A field marked `data-autofocus` wins over the first field, so a form can open on the one that
 * matters even when it is not first.
 */
function initialFocusTarget(content: HTMLElement | null, firstField: boolean): HTMLElement | null {
  const marked = content?.querySelector<HTMLElement>('[data-autofocus]');
  if (marked) return marked;
  return firstField ? (content?.querySelector<HTMLElement>('input, textarea, select') ?? null) : null;
}

/** A titled, labelled dialog with a close button; focus is trapped and returned by Radix. */
export function DialogContent({
  title,
  description,
  closeLabel,
  variant = 'center',
  focusFirstField = false,
  className,
  children,
  onOpenAutoFocus,
  ...props
}: DialogContentProps) {
  const live = Modal.useLive();
  if (!live) return null;
  const { Portal, Overlay, Content, Title, Description, Close } = live.Dialog;
  return (
    <Portal>
      <Overlay className={dialogOverlay} />
      <Content
        className={cn(dialogSurface({ variant }), 'flex flex-col', className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event);
          if (event.defaultPrevented) return;
          const target = initialFocusTarget(event.currentTarget as HTMLElement | null, focusFirstField);
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <div className="flex items-start gap-3 border-b border-border px-5 py-4">
          <div className="grid min-w-0 flex-1 gap-1">
            <Title className="text-lg font-semibold tracking-tight">{title}</Title>
            {description && (
              <Description className="text-sm text-muted-foreground">{description}</Description>
            )}
          </div>
          <Close asChild>
            <Button variant="ghost" size="icon" className="-mt-1 -mr-2 size-9" aria-label={closeLabel}>
              <X aria-hidden="true" />
            </Button>
          </Close>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
      </Content>
    </Portal>
  );
}

export function DialogBody({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-4 px-5 py-4', className)} {...props} />;
}

/** Sticks to the bottom of a long dialog, so its actions stay in reach while the body scrolls. */
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
