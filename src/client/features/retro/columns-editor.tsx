import { Plus, X } from 'lucide-react';
import { COLUMN_COLORS, MAX_COLUMNS, MIN_COLUMNS, type ColumnColor } from '../../../shared/domain/retro';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { COLUMN_SWATCH } from './board/column-colors';
import { useTranslation } from '../../lib/i18n';

export interface ColumnDraft {
  title: string;
  color: ColumnColor;
}

/** A custom retro's columns: two to eight, each with a title and a colour. */
export function ColumnsEditor({
  value,
  onChange,
  invalid,
}: {
  value: ColumnDraft[];
  onChange(columns: ColumnDraft[]): void;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  const set = (index: number, column: ColumnDraft) =>
    onChange(value.map((current, i) => (i === index ? column : current)));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{t('newRetro.columns')}</legend>
      {value.map((column, index) => (
        <div key={index} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={`size-3 shrink-0 rounded-full ${COLUMN_SWATCH[column.color]}`}
          />
          <Input
            aria-label={t('newRetro.columnTitle', { number: index + 1 })}
            value={column.title}
            maxLength={40}
            onChange={(event) => set(index, { ...column, title: event.target.value })}
            aria-invalid={(invalid && column.title.trim() === '') || undefined}
            className="min-w-0 flex-1"
          />
          <NativeSelect
            aria-label={t('newRetro.columnColor', { number: index + 1 })}
            value={column.color}
            onChange={(event) => set(index, { ...column, color: event.target.value as ColumnColor })}
            className="w-32 shrink-0"
          >
            {COLUMN_COLORS.map((color) => (
              <option key={color} value={color}>
                {t(`colors.${color}`)}
              </option>
            ))}
          </NativeSelect>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t('newRetro.removeColumn', { number: index + 1 })}
            disabled={value.length <= MIN_COLUMNS}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={value.length >= MAX_COLUMNS}
        onClick={() =>
          onChange([...value, { title: '', color: COLUMN_COLORS[value.length % COLUMN_COLORS.length]! }])
        }
      >
        <Plus aria-hidden="true" />
        {t('newRetro.addColumn')}
      </Button>
      {invalid && (
        <p className="text-sm text-destructive">
          {t('newRetro.columnsInvalid', { min: MIN_COLUMNS, max: MAX_COLUMNS })}
        </p>
      )}
    </fieldset>
  );
}
