import type { TeamColor } from '../../../shared/domain/teams';
import { cn } from '../../lib/utils';

/** Each colour dark enough for white letters in both themes. */
const COLOR_CLASSES: Record<TeamColor, string> = {
  green: 'bg-emerald-700',
  blue: 'bg-blue-700',
  violet: 'bg-violet-700',
  rose: 'bg-rose-700',
  amber: 'bg-amber-700',
  teal: 'bg-teal-700',
  slate: 'bg-slate-600',
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');

export function TeamAvatar({
  name,
  color,
  className,
}: {
  name: string;
  color: TeamColor;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-lg text-sm font-semibold text-white',
        COLOR_CLASSES[color],
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
