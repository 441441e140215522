import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { storedJson } from './stored-json';

describe('storedJson', () => {
  const schema = z.object({ values: z.array(z.string()) });

  it('checks each distinct text once and gives every read the same frozen value', () => {
    const check = vi.fn((value: unknown) => schema.parse(value));
    const parse = storedJson(check);
    const first = parse('{"values":["1","2"]}');
    const second = parse('{"values":["1","2"]}');
    expect(second).toBe(first);
    expect(check).toHaveBeenCalledTimes(1);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.values)).toBe(true);
    expect(() => first.values.push('3')).toThrow(TypeError);
    expect(parse('{"values":["3"]}')).toEqual({ values: ['3'] });
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('remembers nothing that fails its check', () => {
    const parse = storedJson((value) => schema.parse(value));
    expect(() => parse('{"values":[1]}')).toThrow();
    expect(() => parse('{"values":[1]}')).toThrow();
    expect(() => parse('not json')).toThrow(SyntaxError);
  });

  it('forgets the oldest text once full', () => {
    const check = vi.fn((value: unknown) => z.number().parse(value));
    const parse = storedJson(check, 2);
    parse('1');
    parse('2');
    parse('3');
    parse('3');
    parse('2');
    expect(check).toHaveBeenCalledTimes(3);
    parse('1');
    expect(check).toHaveBeenCalledTimes(4);
  });
});
