import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider, initI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { AuthForm } from './auth-form';

// The rules' file cannot be fetched: the network is down, not a redeploy (no page reload).
vi.mock('../../../shared/api/auth', () => {
  throw new TypeError('Failed to fetch');
});

afterEach(() => vi.restoreAllMocks());

describe('an auth form whose rules cannot be fetched', () => {
  it('says the server is out of reach and checks nothing', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    const onSubmit = vi.fn();
    render(
      <I18nProvider i18n={initI18n('en')}>
        <AuthForm onSubmit={onSubmit} aria-label="Sign in">
          <button type="submit">Sign in</button>
        </AuthForm>
      </I18nProvider>,
    );
    fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Cannot reach the server. Check your connection and try again.'),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
