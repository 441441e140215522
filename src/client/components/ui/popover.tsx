import type { ComponentProps } from 'react';
import { Popover as Primitive } from 'radix-ui';
import { floatingContent } from './floating-content';

export const Popover = Primitive.Root;
export const PopoverTrigger = Primitive.Trigger;
export const PopoverClose = Primitive.Close;
export const PopoverAnchor = Primitive.Anchor;

export function PopoverContent({ className, ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content
        collisionPadding={8}
        {...floatingContent('max-w-[calc(100vw-1rem)] p-3 outline-none', className)}
        {...props}
      />
    </Primitive.Portal>
  );
}
