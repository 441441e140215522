/** English strings of signing in with the company's provider, loaded only where one is set up. */
export const sso = {
  sso: {
    button: 'Sign in with {{label}}',
    signOutProvider: 'Sign out at your provider too',
    unreachable: '{{label}} cannot be reached now. Try again in a moment, or sign in another way.',
    methods: {
      title: 'Ways to sign in',
      lead: 'Your password and the company accounts linked to this one. One must stay.',
      password: 'Password',
      remove: 'Remove',
      removeLabel: 'Remove {{method}}',
      removed: '{{method}} removed: sign in with what is left.',
      loadError: 'Your ways to sign in could not be loaded.',
    },
    errors: {
      access_denied: 'The sign-in was not allowed at your provider. Start again and allow it to continue.',
      account_not_linked:
        'An account with this email address exists here, and your provider did not confirm the address. Sign in with your password, or ask your administrator to have the address verified.',
      email_not_found:
        'Your provider did not tell us your email address. Ask your administrator to share it with this app.',
      banned: 'This account is banned. Ask an administrator why.',
      saml_refused:
        'Your provider’s answer could not be trusted: it was not signed by the provider set up here, had run out, or was used already. Start again; if it happens again, tell your administrator.',
      saml_expired: 'The sign-in took too long to finish. Start again.',
      saml_other_browser: 'This sign-in was started in another browser or window. Start it again here.',
      other: 'Signing in with your company account did not work ({{code}}). Start again.',
    },
  },
};
