/** A name fit for a file from what people called a room or retro: letters and digits joined by dashes. */
export function fileSlug(name: string, fallback: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
  return slug || fallback;
}

/** Text on one line, for a Markdown list or heading: runs of white space become one space. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Saves text as a file. CSV gets a byte order mark so spreadsheet programs read it as UTF-8
 * (Cyrillic titles included).
 */
export function downloadFile(name: string, type: 'text/csv' | 'text/markdown', text: string): void {
  const parts = type === 'text/csv' ? ['\uFEFF', text] : [text];
  const url = URL.createObjectURL(new Blob(parts, { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
