// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dragTask, moveTask } from './task-order';

describe('moveTask', () => {
  it('moves up and down and stops at the ends', () => {
    expect(moveTask(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveTask(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(moveTask(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveTask(['a', 'b', 'c'], 'c', 5)).toEqual(['a', 'b', 'c']);
  });
});

describe('dragTask', () => {
  it('puts the dragged task where the other one was', () => {
    expect(dragTask(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(dragTask(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(dragTask(['a', 'b'], 'a', 'x')).toEqual(['a', 'b']);
  });
});
