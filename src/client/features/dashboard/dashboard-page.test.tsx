import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RoomSummary } from '../../../shared/api/rooms';
import { createRoutes } from '../../app/router';
import { makeProfile, mockServer, renderRoutes } from '../../app/test-utils';

const summary = (id: string, name: string, isOwner: boolean, lastVisitDate: string): RoomSummary => ({
  teamId: null,
  linkKey: null,
  id,
  name,
  ownerId: isOwner ? 'u1' : 'u2',
  ownerName: isOwner ? 'Ann Example' : 'Bob',
  isOwner,
  isFavorite: false,
  lastVisitDate,
  memberCount: 3,
  taskCount: 2,
  createAt: '2026-01-01T00:00:00.000Z',
  updatedAt: lastVisitDate,
});

describe('the dashboard', () => {
  it('lists each room once: the recent ones, then the others the person owns or joined', async () => {
    const recent = summary('room-recent1', 'Sprint 42', true, '2026-11-28T10:00:00.000Z');
    const older = summary('room-older11', 'Sprint 12', true, '2026-01-02T10:00:00.000Z');
    const joined = summary('room-joined1', 'Design review', false, '2026-11-27T10:00:00.000Z');
    const { json } = mockServer(makeProfile(), {
      'GET /api/rooms': () =>
        json(200, { rooms: [recent, older], guestRooms: [joined], lastVisitMeets: [recent, joined] }),
    });
    renderRoutes(createRoutes(), '/dashboard');
    const recentList = await screen.findByRole('region', { name: 'Recent rooms' });
    expect(within(recentList).getByText('Sprint 42')).toBeInTheDocument();
    expect(within(recentList).getByText('Design review')).toBeInTheDocument();
    expect(screen.getAllByText('Sprint 42')).toHaveLength(1);
    expect(screen.getAllByText('Design review')).toHaveLength(1);
    const more = screen.getByRole('region', { name: 'More rooms you own' });
    expect(within(more).getByText('Sprint 12')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'More rooms you joined' })).not.toBeInTheDocument();
  });
});
