import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nProvider, initI18n } from '../../lib/i18n';
import { Button } from './button';
import { Dialog, DialogContent } from './dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';

function Menu({ onPick }: { onPick(item: string): void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button>Actions</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => onPick('rename')}>Rename</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onPick('delete')}>Delete</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** A dialog opened by the page's own state, as the room opens a task's editor. */
function StateDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="Edit the task" closeLabel="Close">
          <p>The form</p>
        </DialogContent>
      </Dialog>
    </>
  );
}

const renderIn = (ui: React.ReactNode) => render(<I18nProvider i18n={initI18n('en')}>{ui}</I18nProvider>);

describe('an overlay whose code comes with its first use', () => {
  it('renders its trigger as Radix would, closed, and nothing of its content', () => {
    renderIn(<Menu onPick={() => undefined} />);
    const trigger = screen.getByRole('button', { name: 'Actions' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens at the first click, and then works as a Radix menu', async () => {
    const picked: string[] = [];
    renderIn(<Menu onPick={(item) => picked.push(item)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(picked).toEqual(['delete']);
    expect(screen.queryByRole('menu')).toBeNull();
    // Opened again, with the keys: the first item has the focus, Escape gives it back.
    screen.getByRole('button', { name: 'Actions' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Rename' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Actions' })).toHaveFocus();
  });

  it('opens from the keyboard the first time too, and gives the focus back when closed', async () => {
    renderIn(<Menu onPick={() => undefined} />);
    screen.getByRole('button', { name: 'Actions' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Actions' })).toHaveFocus();
  });

  it('opens a dialog its page opens by state, and closes it', async () => {
    renderIn(<StateDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the task' });
    expect(dialog).toHaveTextContent('The form');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
