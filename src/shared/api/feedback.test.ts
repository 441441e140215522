import { describe, expect, it } from 'vitest';
import { feedbackInputSchema } from './feedback';
import { FEEDBACK_MESSAGE_MAX } from './feedback-fields';

const valid = {
  name: '  Olena  ',
  email: ' Olena@Example.COM ',
  category: 'bug',
  message: 'The timer does not stop when I reveal the cards.',
  page: '/rooms/abc123',
};

const firstError = (input: unknown) => {
  const result = feedbackInputSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0];
};

describe('feedbackInputSchema', () => {
  it('accepts a complete message and tidies name and email', () => {
    expect(feedbackInputSchema.parse(valid)).toEqual({
      ...valid,
      name: 'Olena',
      email: 'olena@example.com',
    });
  });

  it('treats the page as optional', () => {
    const { page: _page, ...rest } = valid;
    expect(feedbackInputSchema.safeParse(rest).success).toBe(true);
  });

  it('requires every field', () => {
    for (const field of ['name', 'email', 'category', 'message'] as const) {
      const input: Record<string, unknown> = { ...valid };
      delete input[field];
      expect(firstError(input)?.path, field).toEqual([field]);
    }
    expect(firstError({ ...valid, name: '   ' })?.message).toBe('Enter your name');
  });

  it('refuses a malformed email', () => {
    expect(firstError({ ...valid, email: 'not-an-email' })?.message).toBe('Enter a valid email address');
  });

  it('refuses an unknown category', () => {
    expect(firstError({ ...valid, category: 'rant' })?.path).toEqual(['category']);
  });

  it('keeps messages between 10 and 5000 characters', () => {
    expect(firstError({ ...valid, message: 'too short' })?.message).toBe('Write at least 10 characters');
    expect(firstError({ ...valid, message: 'x'.repeat(FEEDBACK_MESSAGE_MAX + 1) })?.path).toEqual([
      'message',
    ]);
    expect(
      feedbackInputSchema.safeParse({ ...valid, message: 'x'.repeat(FEEDBACK_MESSAGE_MAX) }).success,
    ).toBe(true);
  });

  it('only accepts a page that is a path on this site', () => {
    expect(firstError({ ...valid, page: 'https://evil.example/' })?.path).toEqual(['page']);
  });
});
