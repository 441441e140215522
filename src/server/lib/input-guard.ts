/**
 * What no text we store may hold, checked once at the edge (HTTP and socket) for every kind of
 * input: Postgres refuses NUL in text outright (a 500 deep inside a query), and the other C0
 * controls only garble names and titles. Tab, line feed and carriage return are text.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Deeper than any input of ours; a body nested thousands deep only exhausts parsers. */
export const MAX_INPUT_DEPTH = 32;

export type InputProblem = { kind: 'control'; path: string } | { kind: 'depth'; path: string };

/**
 * The first string (or key) with a control character, or the first place nested deeper than
 * MAX_INPUT_DEPTH. Iterative, so a hostile depth cannot overflow the stack here either.
 */
export function findInputProblem(input: unknown): InputProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: input, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (CONTROL_CHARACTER.test(value)) return { kind: 'control', path };
      continue;
    }
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    if (depth >= MAX_INPUT_DEPTH) return { kind: 'depth', path };
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (CONTROL_CHARACTER.test(key)) return { kind: 'control', path: childPath };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}

export function inputProblemMessage(problem: InputProblem): string {
  const where = problem.path ? `${problem.path}: ` : '';
  return problem.kind === 'control'
    ? `${where}text cannot contain control characters`
    : `${where}the request is nested too deeply`;
}

/**
 * Nesting depth of JSON text, read before parsing it: counts brackets outside strings and stops
 * as soon as the limit is passed.
 */
export function jsonTooDeep(text: string, maxDepth = MAX_INPUT_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i += 1;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return false;
}
