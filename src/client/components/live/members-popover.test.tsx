import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LiveMember } from '../../../shared/protocol/live-protocol';
import { I18nProvider, initI18n } from '../../lib/i18n';
import type { MemberActions } from './member-actions';
import { MembersPopover } from './members-popover';

const ann: LiveMember = {
  userId: 'ann',
  displayName: 'Ann',
  photoURL: null,
  roles: ['owner'],
  isGuest: false,
};
const removed = [{ userId: 'bob', displayName: 'Bob' }];

function renderPopover(actions: MemberActions | null) {
  render(
    <I18nProvider i18n={initI18n('en')}>
      <MembersPopover
        members={[ann]}
        removed={removed}
        online={['ann']}
        ownerId="ann"
        selfId="ann"
        actions={actions}
      />
    </I18nProvider>,
  );
}

describe('the members popover', () => {
  it('lists removed people for a manager, each with the way back in', async () => {
    const readmit = vi.fn();
    renderPopover({ ownerId: 'ann', changeRoles: vi.fn(), remove: vi.fn(), readmit });
    await userEvent.click(screen.getByRole('button', { name: /Members/ }));
    expect(screen.getByRole('list', { name: 'Removed' })).toHaveTextContent('Bob');
    await userEvent.click(screen.getByRole('button', { name: 'Let Bob back in' }));
    expect(readmit).toHaveBeenCalledWith(removed[0]);
  });

  it('shows nobody else who was removed', async () => {
    renderPopover(null);
    await userEvent.click(screen.getByRole('button', { name: /Members/ }));
    expect(screen.queryByRole('list', { name: 'Removed' })).toBeNull();
  });
});
