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

const mo: LiveMember = { ...ann, userId: 'mo', displayName: 'Mo', roles: ['moderator', 'player'] };

function renderPopover(actions: MemberActions | null, selfId = 'ann') {
  render(
    <I18nProvider i18n={initI18n('en')}>
      <MembersPopover
        members={[ann, mo]}
        removed={removed}
        online={['ann', 'mo']}
        ownerId="ann"
        selfId={selfId}
        actions={actions}
      />
    </I18nProvider>,
  );
}

describe('the members popover', () => {
  it('lists removed people for a manager, each with the way back in', async () => {
    const readmit = vi.fn();
    renderPopover({ ownerId: 'ann', selfId: 'ann', changeRoles: vi.fn(), remove: vi.fn(), readmit });
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

  it("offers a moderator nothing to change of the owner's", async () => {
    const actions = { ownerId: 'ann', changeRoles: vi.fn(), remove: vi.fn(), readmit: vi.fn() };
    renderPopover({ ...actions, selfId: 'mo' }, 'mo');
    await userEvent.click(screen.getByRole('button', { name: /Members/ }));
    expect(screen.getByText('Ann')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage Ann' })).toBeNull();
  });

  it("offers the owner a moderator's roles", async () => {
    const actions = { ownerId: 'ann', changeRoles: vi.fn(), remove: vi.fn(), readmit: vi.fn() };
    renderPopover({ ...actions, selfId: 'ann' });
    await userEvent.click(screen.getByRole('button', { name: /Members/ }));
    expect(screen.getByRole('button', { name: 'Manage Mo' })).toBeInTheDocument();
  });
});
