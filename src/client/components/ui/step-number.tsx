import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/utils';

const stepNumber = cva('flex shrink-0 items-center justify-center rounded-full font-semibold', {
  variants: {
    size: { sm: 'size-6 text-xs', md: 'size-7 text-sm', lg: 'size-8 text-sm' },
    tone: { primary: 'bg-primary text-primary-foreground', accent: 'bg-accent text-accent-foreground' },
  },
  defaultVariants: { size: 'md', tone: 'primary' },
});

/** The round number badge of a numbered how-to list; decorative, the list itself is an <ol>. */
export function StepNumber({
  n,
  size,
  tone,
  className,
}: { n: number; className?: string } & VariantProps<typeof stepNumber>) {
  return (
    <span aria-hidden="true" className={cn(stepNumber({ size, tone }), className)}>
      {n}
    </span>
  );
}
