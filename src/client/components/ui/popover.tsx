import type { ComponentProps } from 'react';
import type { Popover as Primitive } from 'radix-ui';
import { floatingContent } from './floating-content';
import { lazyOverlay, loadedOverlays } from './lazy-overlay';

const Panel = lazyOverlay(({ Popover }) => Popover, 'dialog');
export const Popover = Panel.Root;
export const PopoverTrigger = Panel.Trigger;

/** Renders only inside an open popover's content, when its code is here. */
export function PopoverClose(props: ComponentProps<typeof Primitive.Close>) {
  const { Close } = loadedOverlays().Popover;
  return <Close {...props} />;
}

export function PopoverContent({ className, ...props }: ComponentProps<typeof Primitive.Content>) {
  const live = Panel.useLive();
  if (!live) return null;
  const { Portal, Content } = live.Popover;
  return (
    <Portal>
      <Content
        collisionPadding={8}
        {...floatingContent('max-w-[calc(100vw-1rem)] p-3 outline-none', className)}
        {...props}
      />
    </Portal>
  );
}
