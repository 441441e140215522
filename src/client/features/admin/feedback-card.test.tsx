import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminFeedbackItem } from '../../../shared/api/admin';
import { renderRoutes } from '../../app/test-utils';
import { FeedbackCard } from './feedback-card';

const item = (page: string): AdminFeedbackItem => ({
  id: 'f1',
  userId: null,
  name: 'Ann',
  email: 'ann@example.com',
  category: 'bug',
  message: 'The timer stays red',
  page,
  status: 'new',
  createAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

const show = (page: string) =>
  renderRoutes(
    [
      {
        path: '/admin/feedback',
        element: <FeedbackCard item={item(page)} pending={false} onStatus={() => {}} />,
      },
    ],
    '/admin/feedback',
  );

describe('a feedback card', () => {
  it('links the page a message was sent from', async () => {
    show('/rooms/abc');
    expect(await screen.findByRole('link', { name: /\/rooms\/abc/ })).toHaveAttribute('href', '/rooms/abc');
  });

  it('shows, and never links, a page that is not a path on this site', async () => {
    show('//evil.example/x');
    expect(await screen.findByText(/\/\/evil\.example\/x/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /evil/ })).toBeNull();
  });
});
