import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider, initI18n } from '../../../lib/i18n';
import { RoomContext, type RoomContextValue } from '../connection/room-context';
import { makeMember, makeRoom, makeRoomContext, makeTask } from '../state/room-fixtures';
import { TaskList } from './task-list';

function renderList(isManager: boolean) {
  const room = makeRoom({
    members: [makeMember('ann', ['owner', 'player']), makeMember('bob')],
    tasks: [makeTask('t1'), makeTask('t2'), makeTask('t3')],
  });
  const send = vi.fn<RoomContextValue['send']>(async () => ({ ok: true, version: room.version + 1 }));
  const value = makeRoomContext(room, isManager ? 'ann' : 'bob', {
    send,
    isManager,
    isRoomOwner: isManager,
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider i18n={initI18n('en')}>
        <RoomContext.Provider value={value}>
          <TaskList />
        </RoomContext.Provider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return send;
}

const titles = () =>
  screen
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.tabular-nums')?.parentElement?.textContent?.trim());

describe('TaskList', () => {
  it('shows a player the tasks in order, with nothing to drag', () => {
    renderList(false);
    expect(titles()).toEqual(['1. Task t1', '2. Task t2', '3. Task t3']);
    expect(screen.queryByRole('button', { name: /Reorder/ })).not.toBeInTheDocument();
  });

  it('gives a manager handles at once, and dragging when the sortable list has loaded', async () => {
    renderList(true);
    const handle = () => screen.getByRole('button', { name: 'Reorder “Task t1”' });
    expect(handle()).not.toHaveAttribute('aria-roledescription');
    await waitFor(() => expect(handle()).toHaveAttribute('aria-roledescription', 'sortable'));
    expect(titles()).toEqual(['1. Task t1', '2. Task t2', '3. Task t3']);
  });
});
