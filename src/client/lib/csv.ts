/**
 * The one CSV writer every export uses (RFC 4180, CRLF between rows). A field is quoted when it
 * holds a quote, comma, carriage return or line feed, or space at either end; a field a
 * spreadsheet would run as a formula (OWASP: a leading = + - @, tab or carriage return) is
 * defused with a leading apostrophe.
 */
export function csvField(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n');
}
