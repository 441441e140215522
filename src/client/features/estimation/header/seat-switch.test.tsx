import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MemberView } from '../../../../shared/protocol/room-view';
import { I18nProvider, initI18n } from '../../../lib/i18n';
import { RoomContext, type RoomContextValue } from '../connection/room-context';
import { makeMember, makeRoom, makeRoomContext } from '../state/room-fixtures';
import { SeatSwitch } from './seat-switch';

function renderSwitch(bob: MemberView) {
  const room = makeRoom({ members: [makeMember('ann', ['owner', 'player']), bob] });
  const send = vi.fn<RoomContextValue['send']>(async () => ({ ok: true, version: room.version + 1 }));
  render(
    <I18nProvider i18n={initI18n('en')}>
      <RoomContext.Provider
        value={makeRoomContext(room, 'bob', { send, isManager: false, isRoomOwner: false })}
      >
        <SeatSwitch />
      </RoomContext.Provider>
    </I18nProvider>,
  );
  return send;
}

describe('the seat switch', () => {
  it('shows which seat is taken and asks for the other', async () => {
    const send = renderSwitch(makeMember('bob', ['player']));
    const vote = screen.getByRole('button', { name: 'Vote' });
    const watch = screen.getByRole('button', { name: 'Watch' });
    expect(screen.getByRole('group', { name: /seat/i })).toContainElement(vote);
    expect(vote).toHaveAttribute('aria-pressed', 'true');
    expect(watch).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(vote);
    expect(send).not.toHaveBeenCalled();
    await userEvent.click(watch);
    expect(send).toHaveBeenCalledWith({ type: 'self.seat', as: 'observer' });
  });

  it('keeps a viewer a manager seated as one from voting', () => {
    renderSwitch({ ...makeMember('bob', ['observer']), seatLocked: true });
    expect(screen.getByRole('button', { name: 'Vote' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'true');
  });
});
