import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider, initI18n } from '../../lib/i18n';
import { RulesForm } from './rules-form';

describe('a form checked by rules fetched when first needed', () => {
  it('takes a second submit while the rules are on their way as the same one', async () => {
    let arrive: (rules: { max: number }) => void = () => undefined;
    const rules = new Promise<{ max: number }>((resolve) => (arrive = resolve));
    const load = vi.fn(() => rules);
    const onSubmit = vi.fn();
    render(
      <I18nProvider i18n={initI18n('en')}>
        <RulesForm
          rules={{ load, preload: () => undefined, schema: () => load as never }}
          onSubmit={onSubmit}
          aria-label="Create"
        >
          <button type="submit">Create</button>
        </RulesForm>
      </I18nProvider>,
    );
    const form = screen.getByRole('form', { name: 'Create' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await act(async () => arrive({ max: 3 }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ max: 3 }, form);

    // Once here, each submit is its own.
    fireEvent.submit(form);
    await act(async () => undefined);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
