import { describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH, findInputProblem, jsonTooDeep } from './input-guard';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('the input guard', () => {
  it('finds NUL and other control characters in values and keys, wherever they are', () => {
    expect(findInputProblem({ a: [{ b: 'x\u0000y' }] })).toEqual({ kind: 'control', path: 'a.0.b' });
    expect(findInputProblem({ ['k\u001b']: 1 })).toEqual({ kind: 'control', path: 'k\u001b' });
    expect(findInputProblem('\u007f')).toEqual({ kind: 'control', path: '' });
    expect(findInputProblem({ text: 'two\nlines\twith a tab\r\n', n: 1, ok: true, none: null })).toBeNull();
  });

  it('refuses nesting past the limit without recursing', () => {
    expect(findInputProblem(JSON.parse(nested(MAX_INPUT_DEPTH)))).toBeNull();
    expect(findInputProblem(JSON.parse(nested(MAX_INPUT_DEPTH + 1)))?.kind).toBe('depth');
    expect(findInputProblem(JSON.parse(nested(50_000)))?.kind).toBe('depth');
  });

  it('measures JSON text depth before parsing, ignoring brackets inside strings', () => {
    expect(jsonTooDeep(nested(MAX_INPUT_DEPTH))).toBe(false);
    expect(jsonTooDeep(nested(MAX_INPUT_DEPTH + 1))).toBe(true);
    expect(jsonTooDeep(JSON.stringify({ a: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["\\' }))).toBe(false);
    expect(jsonTooDeep(`{"a":"\\"[[[[","b":${nested(MAX_INPUT_DEPTH - 1)}}`)).toBe(false);
  });
});
