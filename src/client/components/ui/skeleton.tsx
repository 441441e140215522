import { cn } from '../../lib/utils';

/** A grey placeholder the shape of content still loading; hidden from screen readers. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} />;
}
