import { render, screen } from '@testing-library/react';
import { createMemoryHistory, createRouter, RouterProvider } from '../../lib/router';
import { describe, expect, it } from 'vitest';
import { I18nProvider, initI18n } from '../../lib/i18n';
import { LiveRoomFailed } from './live-room-failed';

function renderFailed(code: string, message: string, language: 'en' | 'uk' = 'en') {
  const i18n = initI18n(language);
  void i18n.changeLanguage(language);
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider
        router={createRouter({
          routes: [
            {
              path: '*',
              element: (
                <LiveRoomFailed
                  code={code}
                  message={message}
                  signInHref="/sign-in"
                  onRetry={() => undefined}
                />
              ),
            },
          ],
          history: createMemoryHistory('/rooms/abc'),
        })}
      />
    </I18nProvider>,
  );
}

describe('a room that could not be opened', () => {
  it('says a full room is full, in the reader’s language, not in the server’s English', () => {
    renderFailed('LIMIT_REACHED', 'This room is full: it holds at most 200 people', 'uk');
    expect(screen.getByRole('alert')).toHaveTextContent('Кімната заповнена');
  });

  it('tells a removed person to ask to be let back in', () => {
    renderFailed('REMOVED', 'A manager removed you from this room: ask them to let you back in');
    expect(screen.getByRole('alert')).toHaveTextContent('Ask them to let you back in');
  });

  it('tells a guest refused by a room for accounts to sign in, or to try again once it opens', () => {
    renderFailed('ACCOUNT_REQUIRED', 'This room is only for people with an account', 'uk');
    expect(screen.getByRole('alert')).toHaveTextContent('лише для тих, хто має обліковий запис');
    expect(screen.getByRole('link', { name: 'Увійти' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByRole('button', { name: 'Повторити' })).toBeVisible();
  });

  it('tells someone outside a team-only room whom to ask', () => {
    renderFailed('NOT_IN_TEAM', 'This room is only for its team’s members');
    expect(screen.getByRole('alert')).toHaveTextContent('Ask a team admin to add you');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('asks someone over the connection limit to close some tabs', () => {
    renderFailed('TOO_MANY_CONNECTIONS', 'TOO_MANY_CONNECTIONS');
    expect(screen.getByRole('alert')).toHaveTextContent('too many tabs open');
  });

  it('shows the server’s own words for anything it has no translation for', () => {
    renderFailed('CONFLICT', 'The room is changing too fast right now');
    expect(screen.getByRole('alert')).toHaveTextContent('The room is changing too fast right now');
  });
});
