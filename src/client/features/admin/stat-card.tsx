import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import type { LucideIcon } from 'lucide-react';
import { focusRing } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/utils';
import { Skeleton } from '../../components/ui/skeleton';

interface StatCardProps {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  /** Makes the whole card a link to where the figure can be acted on. */
  to?: string;
  muted?: boolean;
}

export function StatCard({ icon: Icon, label, value, detail, to, muted }: StatCardProps) {
  const body = (
    <>
      <div className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
        <h2>{label}</h2>
        <Icon aria-hidden="true" className="size-4 shrink-0" />
      </div>
      <p
        className={cn(
          'text-3xl font-bold tracking-tight tabular-nums',
          muted && 'text-xl text-muted-foreground',
        )}
      >
        {value}
      </p>
      {detail && <p className="text-sm text-muted-foreground">{detail}</p>}
    </>
  );
  return (
    <Card className={cn('relative', to && 'transition-colors hover:border-primary/50')}>
      {to ? (
        <Link to={to} className={cn('grid h-full content-start gap-1 rounded-xl p-4 sm:p-5', focusRing)}>
          {body}
        </Link>
      ) : (
        <div className="grid h-full content-start gap-1 p-4 sm:p-5">{body}</div>
      )}
    </Card>
  );
}

export function StatCardSkeleton() {
  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-8 w-16" />
      <Skeleton className="h-4 w-40" />
    </Card>
  );
}
