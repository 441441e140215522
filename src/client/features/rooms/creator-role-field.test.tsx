import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nProvider, initI18n } from '../../lib/i18n';
import { CreatorRoleField } from './creator-role-field';

function Field() {
  const [votes, setVotes] = useState(true);
  return <CreatorRoleField value={votes} onChange={setVotes} />;
}

describe('the creator role field', () => {
  it('is one group of radios: a click or the arrow keys choose', async () => {
    render(
      <I18nProvider i18n={initI18n('en')}>
        <Field />
      </I18nProvider>,
    );
    const [votes, facilitates] = screen.getAllByRole('radio');
    expect(screen.getByRole('group', { name: 'Your part' })).toContainElement(votes!);
    expect(votes).toBeChecked();
    await userEvent.click(facilitates!);
    expect(facilitates).toBeChecked();
    expect(votes).not.toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    expect(votes).toBeChecked();
    expect(votes).toHaveFocus();
  });
});
