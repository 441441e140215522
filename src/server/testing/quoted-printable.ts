/**
 * Undoes quoted-printable, as mailers send long lines: soft line breaks go and =XX bytes come back
 * (UTF-8 included), so a test can read a link in a mail whole.
 */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
