import { cn } from '../../lib/utils';

export interface BarDatum {
  key: string;
  /** Under the bar; empty to leave that place blank (a month of days has no room for thirty). */
  label: string;
  value: number;
  /** What a pointer resting on the bar is told. */
  title: string;
}

/** Whole-number steps from 0 to at least the highest bar, about `count` of them. */
export function axisTicks(top: number, count = 5): number[] {
  const step = Math.max(1, Math.ceil(top / count));
  return Array.from({ length: Math.ceil(top / step) + 1 }, (_, i) => i * step);
}

const AXIS_WIDTH = 'pl-7';

/**
 * Bars drawn with plain elements, sized by CSS: two small charts do not need a charting library
 * (the one used before weighed about 100 KiB). The picture is hidden from assistive technology;
 * each chart says the same in words beside it.
 */
export function BarChart({
  data,
  className,
  barClassName,
  showValues = false,
}: {
  data: readonly BarDatum[];
  className?: string;
  barClassName?: string;
  /** Each bar's number above it, for charts with few bars. */
  showValues?: boolean;
}) {
  const ticks = axisTicks(Math.max(1, ...data.map((datum) => datum.value)));
  const top = ticks.at(-1)! || 1;
  const percent = (value: number) => `${(value / top) * 100}%`;
  return (
    <div aria-hidden="true" className={cn('flex flex-col text-xs text-muted-foreground', className)}>
      <div className={cn('relative min-h-0 flex-1', AXIS_WIDTH, showValues && 'mt-4')}>
        {ticks.map((tick) => (
          <div
            key={tick}
            className="absolute inset-x-0 border-t border-border"
            style={{ bottom: percent(tick) }}
          >
            <span className="absolute left-0 -translate-y-1/2 tabular-nums">{tick}</span>
          </div>
        ))}
        <div className={cn('absolute inset-0 flex items-end gap-1', AXIS_WIDTH)}>
          {data.map((datum) => (
            <div
              key={datum.key}
              title={datum.title}
              className="relative flex h-full min-w-0 flex-1 items-end justify-center"
            >
              <div
                className={cn(
                  'relative w-full max-w-12 rounded-t-md bg-primary transition-[height] duration-300 motion-reduce:transition-none',
                  barClassName,
                )}
                style={{ height: percent(datum.value) }}
              >
                {showValues && (
                  <span className="absolute inset-x-0 -top-4 text-center font-medium text-foreground tabular-nums">
                    {datum.value}
                  </span>
                )}
              </div>
            </div>
          ))}
        </div>
      </div>
      {/* Each label is centred under its bar and may be wider than it, without widening the page. */}
      <div className={cn('flex h-5 gap-1 pt-1', AXIS_WIDTH)}>
        {data.map((datum) => (
          <span key={datum.key} className="relative min-w-0 flex-1">
            <span className="absolute left-1/2 -translate-x-1/2 whitespace-nowrap">{datum.label}</span>
          </span>
        ))}
      </div>
    </div>
  );
}
