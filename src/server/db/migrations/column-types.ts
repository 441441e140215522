import type { ColumnDataType } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/** The column types better-auth's own schema uses, so its adapter reads what we create. */
export function columnTypes(dialect: Dialect) {
  const sqlite = dialect === 'sqlite';
  return {
    text: 'text' as ColumnDataType,
    bool: (sqlite ? 'integer' : 'boolean') as ColumnDataType,
    real: (sqlite ? 'real' : 'double precision') as ColumnDataType,
    authDate: (sqlite ? 'date' : 'timestamptz') as ColumnDataType,
    /** Our own timestamps: ISO strings everywhere (see db/schema.ts). */
    timestamp: 'text' as ColumnDataType,
    serial: (sqlite ? 'integer' : 'serial') as ColumnDataType,
    trueValue: sqlite ? 1 : true,
  };
}
