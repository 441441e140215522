import { cn } from '../../lib/utils';

/** Far enough from the trigger to show it is separate, close enough to show what opened it. */
const SIDE_OFFSET = 6;

/**
 * The props every floating panel (menu, popover) starts from, so they read as one family. The
 * caller's own props are spread after these and may override the offset.
 */
export function floatingContent(layout: string, className?: string) {
  return {
    sideOffset: SIDE_OFFSET,
    className: cn(
      'z-50 rounded-lg border border-border bg-card text-card-foreground shadow-lg',
      layout,
      className,
    ),
  };
}
