import type { ColumnColor } from '../../../../shared/domain/retro';

/** A column's colour as a dot or a top border, readable in light and dark themes. */
export const COLUMN_SWATCH: Record<ColumnColor, string> = {
  green: 'bg-emerald-600',
  red: 'bg-red-600',
  blue: 'bg-blue-600',
  amber: 'bg-amber-500',
  purple: 'bg-violet-600',
  pink: 'bg-pink-600',
  teal: 'bg-teal-600',
  gray: 'bg-gray-500',
};

export const COLUMN_BORDER: Record<ColumnColor, string> = {
  green: 'border-t-emerald-600',
  red: 'border-t-red-600',
  blue: 'border-t-blue-600',
  amber: 'border-t-amber-500',
  purple: 'border-t-violet-600',
  pink: 'border-t-pink-600',
  teal: 'border-t-teal-600',
  gray: 'border-t-gray-500',
};
