import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROOM_NAME_MAX_LENGTH } from '../../../shared/protocol/room-constants';
import { mockServer, renderRoutes } from '../../app/test-utils';
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
