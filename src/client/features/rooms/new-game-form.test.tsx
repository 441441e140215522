import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROOM_NAME_MAX_LENGTH } from '../../../shared/protocol/room-constants';
import { createQueryClient } from '../../app/query-client';
import { makeProfile, mockServer, renderRoutes } from '../../app/test-utils';
import { NewGameForm } from './new-game-form';

describe('the new game form', () => {
  it('takes a room name as long as the rule allows, no longer', async () => {
    mockServer(null);
    renderRoutes([{ path: '/new-game', element: <NewGameForm /> }], '/new-game');
    expect(await screen.findByLabelText('Room name')).toHaveAttribute(
      'maxLength',
      String(ROOM_NAME_MAX_LENGTH),
    );
  });
});

describe('the new game form, opened for a team', () => {
  it('keeps the team even where the list of teams was read before the person joined it', async () => {
    const platform = { id: 't1', name: 'Platform', color: 'teal', myRole: 'member', memberCount: 2 };
    const { json } = mockServer(makeProfile(), { 'GET /api/teams': () => json(200, [platform]) });
    const queryClient = createQueryClient();
    // The dashboard read the person's teams before they joined Platform.
    queryClient.setQueryData(['teams'], []);
    renderRoutes([{ path: '/new-game', element: <NewGameForm /> }], '/new-game?team=t1', queryClient);
    await waitFor(() => expect(screen.getByLabelText('Team')).toHaveDisplayValue('Platform'));
  });
});
