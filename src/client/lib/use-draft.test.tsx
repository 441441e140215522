import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDraft } from './use-draft';

/** A field whose sending is answered when the test says so. */
function Composer({ answers }: { answers: Array<(taken: boolean) => void> }) {
  const { text, setText, sendDraft } = useDraft();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void sendDraft(() => new Promise<boolean>((resolve) => answers.push(resolve)));
      }}
    >
      <input aria-label="Card" value={text} onChange={(event) => setText(event.target.value)} />
    </form>
  );
}

function setup() {
  const answers: Array<(taken: boolean) => void> = [];
  render(<Composer answers={answers} />);
  const field = screen.getByLabelText<HTMLInputElement>('Card');
  const type = (value: string) => fireEvent.change(field, { target: { value } });
  const answer = (taken: boolean) => act(() => answers.shift()!(taken));
  return { field, type, answer, send: () => fireEvent.submit(field) };
}

describe('useDraft', () => {
  it('empties the field as it sends, and keeps what is typed before the answer', async () => {
    const { field, type, answer, send } = setup();
    type('Fast releases');
    send();
    expect(field.value).toBe('');
    type('Flaky tests');
    await answer(true);
    expect(field.value).toBe('Flaky tests');
  });

  it('brings the text back when it is not taken and nothing new was typed', async () => {
    const { field, type, answer, send } = setup();
    type('Fast releases');
    send();
    await answer(false);
    expect(field.value).toBe('Fast releases');
  });

  it('keeps what was typed meanwhile over a text that was not taken', async () => {
    const { field, type, answer, send } = setup();
    type('Fast releases');
    send();
    type('Flaky tests');
    await answer(false);
    expect(field.value).toBe('Flaky tests');
  });
});
