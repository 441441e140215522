import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TaskView } from '../../../../shared/protocol/room-view';
import { I18nProvider, initI18n } from '../../../lib/i18n';
import { makeTask } from '../state/room-fixtures';
import { TableTask } from './table-task';

const renderTask = (task: TaskView | null) =>
  render(
    <I18nProvider i18n={initI18n('en')}>
      <TableTask task={task} />
    </I18nProvider>,
  );

describe('TableTask', () => {
  it('shows the task on the table with its link, and a long description on request', () => {
    const description = 'As a user I want to sign in with my company account. '.repeat(4);
    renderTask(makeTask('t1', { title: 'Login', description, link: 'https://jira.example.com/browse/ES-1' }));
    expect(screen.getByText('Login')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the task' })).toHaveAttribute(
      'href',
      'https://jira.example.com/browse/ES-1',
    );
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers no toggle for a short description, and names the quick round without a task', () => {
    renderTask(makeTask('t1', { description: 'Short.' }));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    renderTask(null);
    expect(screen.getByText('Quick round')).toBeInTheDocument();
  });
});
