import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TaskView } from '../../../../shared/protocol/room-view';
import { I18nProvider, initI18n } from '../../../lib/i18n';
import { RoomContext, type RoomContextValue } from '../connection/room-context';
import { makeRoom, makeRoomContext, makeTask } from '../state/room-fixtures';
import { FinalEstimate } from './final-estimate';

function renderEstimate(task: TaskView, average: number) {
  const room = makeRoom({ tasks: [task], selectTaskId: task.id });
  const send = vi.fn<RoomContextValue['send']>(async () => ({ ok: true, version: room.version + 1 }));
  render(
    <I18nProvider i18n={initI18n('en')}>
      <RoomContext.Provider value={makeRoomContext(room, 'ann', { send })}>
        <FinalEstimate task={task} average={average} values={[]} />
      </RoomContext.Provider>
    </I18nProvider>,
  );
  return send;
}

const revealed = (round: number) => ({ isShow: true, round, votes: [], averageResult: null });

describe('the final estimate', () => {
  it('offers the new round’s suggestion after a re-vote, ready to save', async () => {
    const task = makeTask('t1', { finalEstimate: '3', finalEstimateRound: 1, round: revealed(2) });
    const send = renderEstimate(task, 8);
    expect(screen.getByLabelText('Final estimate')).toHaveValue('8');
    const save = screen.getByRole('button', { name: 'Save estimate' });
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(send).toHaveBeenCalledWith(
      { type: 'task.estimate', taskId: 't1', estimate: '8' },
      expect.anything(),
    );
  });

  it('keeps the estimate saved in this round, with nothing to save until it changes', () => {
    const task = makeTask('t1', { finalEstimate: '5', finalEstimateRound: 2, round: revealed(2) });
    renderEstimate(task, 8);
    expect(screen.getByLabelText('Final estimate')).toHaveValue('5');
    expect(screen.getByRole('button', { name: 'Save estimate' })).toBeDisabled();
  });
});
