import { useState } from 'react';

/**
 * The text of a field that adds one thing after another (a task, a card, an action). Sending
 * empties the field at once, so the next one can be typed while this one is on its way; if it is
 * not taken, its text comes back, unless something new was typed meanwhile. Emptying the field on
 * the answer instead wiped what had been typed during the round trip.
 */
export function useDraft(initial = '') {
  const [text, setText] = useState(initial);
  async function sendDraft(send: (text: string) => Promise<boolean>): Promise<boolean> {
    const submitted = text;
    setText('');
    const taken = await send(submitted);
    if (!taken) setText((current) => (current === '' ? submitted : current));
    return taken;
  }
  return { text, setText, sendDraft };
}
