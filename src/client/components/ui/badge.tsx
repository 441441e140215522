import type { ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/utils';

const badgeVariants = cva(
  'inline-flex w-fit max-w-full items-center gap-1 rounded-md px-1.5 py-0.5 text-left text-xs font-medium [&_svg]:size-3 [&_svg]:shrink-0',
  {
    variants: {
      tone: {
        neutral: 'bg-muted text-muted-foreground',
        primary: 'bg-accent text-accent-foreground',
        // The destructive red on its own tint falls just short of 4.5:1 in the dark theme.
        danger: 'bg-destructive/10 text-destructive dark:text-red-400',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export function Badge({
  tone,
  className,
  title,
  children,
}: VariantProps<typeof badgeVariants> & { className?: string; title?: string; children: ReactNode }) {
  return (
    <span className={cn(badgeVariants({ tone }), className)} title={title}>
      {children}
    </span>
  );
}
