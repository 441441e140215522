/** English strings of signing in with the company's provider, loaded only where one is set up. */
export const sso = {
  sso: {
    button: 'Sign in with {{label}}',
    unreachable: '{{label}} cannot be reached now. Try again in a moment, or sign in another way.',
    errors: {
      access_denied: 'The sign-in was not allowed at your provider. Start again and allow it to continue.',
      account_not_linked:
        'An account with this email address exists here, and your provider did not confirm the address. Sign in with your password, or ask your administrator to have the address verified.',
      email_not_found:
        'Your provider did not tell us your email address. Ask your administrator to share it with this app.',
      banned: 'This account is banned. Ask an administrator why.',
      other: 'Signing in with your company account did not work ({{code}}). Start again.',
    },
  },
};
