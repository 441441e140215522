import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RoomView } from '../../../../shared/protocol/room-view';
import { I18nProvider, initI18n } from '../../../lib/i18n';
import { RoomContext, type RoomContextValue } from '../connection/room-context';
import { makeMember, makeRoom, makeRoomContext } from '../state/room-fixtures';
import { roundTarget } from '../state/room-selectors';
import { KEY_SEQUENCE_MS } from '../state/deck-keys';
import { CardDeck } from './card-deck';

function renderDeck(room: RoomView) {
  const send = vi.fn<RoomContextValue['send']>(async () => ({ ok: true, version: room.version + 1 }));
  const value = makeRoomContext(room, 'ann', { send });
  render(
    <I18nProvider i18n={initI18n('en')}>
      <RoomContext.Provider value={value}>
        <CardDeck target={roundTarget(room, null)} />
      </RoomContext.Provider>
    </I18nProvider>,
  );
  return send;
}

const card = (value: string) =>
  screen.getByRole('button', { name: new RegExp(`^Card ${value.replace('?', '\\?')}( |$)`) });

describe('CardDeck', () => {
  it('picks a card by the number it shows, waiting briefly for a second digit', async () => {
    vi.useFakeTimers();
    try {
      const send = renderDeck(makeRoom());
      fireEvent.keyDown(window, { key: '8' });
      expect(send).toHaveBeenLastCalledWith({ type: 'vote.cast', taskId: null, value: '8' });
      expect(card('8')).toHaveFocus();
      await act(async () => undefined);

      fireEvent.keyDown(window, { key: '1' });
      fireEvent.keyDown(window, { key: '3' });
      expect(send).toHaveBeenLastCalledWith({ type: 'vote.cast', taskId: null, value: '13' });
      await act(async () => undefined);

      send.mockClear();
      fireEvent.keyDown(window, { key: '1' });
      expect(send).not.toHaveBeenCalled();
      vi.advanceTimersByTime(KEY_SEQUENCE_MS);
      expect(send).toHaveBeenLastCalledWith({ type: 'vote.cast', taskId: null, value: '1' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('says to type a card on a keyboard', () => {
    renderDeck(makeRoom());
    expect(screen.getByText(/type what it shows \(1 then 3 for 13\)/)).toBeInTheDocument();
  });

  it('says to tap on a touch screen, where there are no keys to type', () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('hover: none'),
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    try {
      renderDeck(makeRoom());
      expect(screen.getByText('Tap a card to vote.')).toBeInTheDocument();
      expect(screen.queryByText(/1 then 3/)).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('picks ? by its letter, shown on the card', () => {
    const send = renderDeck(makeRoom());
    expect(card('?')).toHaveTextContent('Q');
    fireEvent.keyDown(window, { key: 'q' });
    expect(send).toHaveBeenCalledWith({ type: 'vote.cast', taskId: null, value: '?' });
  });

  it('gives managers keys to reveal and opens the list of shortcuts with ?', async () => {
    const room = makeRoom({
      round: { isShow: false, round: 1, votes: [{ userId: 'ann', value: '3' }], averageResult: null },
    });
    const send = renderDeck(room);
    fireEvent.keyDown(window, { key: 'r' });
    expect(send).toHaveBeenCalledWith({ type: 'round.reveal', taskId: null });
    fireEvent.keyDown(window, { key: '?' });
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog).toHaveTextContent('Reveal the cards');
    expect(dialog).toHaveTextContent('Card ?Q');
  });

  it('takes the vote back when the chosen card is chosen again', () => {
    const room = makeRoom({
      round: { isShow: false, round: 1, votes: [{ userId: 'ann', value: '3' }], averageResult: null },
    });
    const send = renderDeck(room);
    expect(card('3')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(card('3'));
    expect(send).toHaveBeenCalledWith({ type: 'vote.cast', taskId: null, value: null });
  });

  it('moves the focus with the arrow keys and keeps one card in the tab order', () => {
    renderDeck(makeRoom());
    expect(card('0')).toHaveAttribute('tabindex', '0');
    expect(card('1')).toHaveAttribute('tabindex', '-1');
    card('0').focus();
    fireEvent.keyDown(card('0'), { key: 'ArrowRight' });
    expect(card('1')).toHaveFocus();
    fireEvent.keyDown(card('1'), { key: 'ArrowLeft' });
    fireEvent.keyDown(card('0'), { key: 'ArrowLeft' });
    expect(card('?')).toHaveFocus();
  });

  it('ignores digits typed into a field', () => {
    const send = renderDeck(makeRoom());
    const input = document.createElement('input');
    document.body.append(input);
    fireEvent.keyDown(input, { key: '2' });
    expect(send).not.toHaveBeenCalled();
    input.remove();
  });

  it('explains why an observer cannot vote and sends nothing', () => {
    const room = makeRoom({ members: [makeMember('ann', ['owner', 'observer']), makeMember('bob')] });
    const send = renderDeck(room);
    expect(screen.getByText('You are watching. Switch to Vote to pick a card.')).toBeInTheDocument();
    expect(card('5')).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(card('5'));
    fireEvent.keyDown(window, { key: '3' });
    expect(send).not.toHaveBeenCalled();
  });

  it('tells a viewer a manager seated there to ask, and offers no Vote button', () => {
    const viewer = { ...makeMember('ann', ['observer']), seatLocked: true };
    renderDeck(makeRoom({ members: [viewer, makeMember('bob')] }));
    expect(
      screen.getByText('A moderator made you a viewer. Ask them if you want to vote.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vote' })).toBeNull();
  });
});
