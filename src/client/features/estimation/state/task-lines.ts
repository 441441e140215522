/** Tasks pasted as a list, one per line; list bullets and numbering are dropped. */
export function tasksFromLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•–]\s+|\d+[.)]\s+|\[[ xX]?\]\s+)/, '').trim())
    .filter(Boolean);
}
