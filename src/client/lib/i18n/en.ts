import { site } from './en/site';
import { room } from './en/room';
import { account } from './en/account';
import { admin } from './en/admin';

/** English strings. uk.ts must have exactly the same keys (enforced by its type and by i18n.test.ts). */
export const en = {
  ...site,
  ...room,
  ...account,
  ...admin,

  common: {
    appName: 'Estimate',
    loading: 'Loading…',
    cancel: 'Cancel',
    backHome: 'Back to home',
    comingNext: 'Coming next',
    whatWillBeHere: 'What you will find here',
    skipToContent: 'Skip to main content',
    retry: 'Try again',
    loadFailed: 'Could not load this page',
    pages: {
      label: 'Pagination',
      previous: 'Previous',
      next: 'Next',
      pageOf: 'Page {{page}} of {{pages}}',
      showing: '{{from}}–{{to}} of {{total}}',
      perPage: 'Per page',
    },
  },
  nav: {
    home: 'Home',
    about: 'About',
    contact: 'Contact',
    privacy: 'Privacy',
    newGame: 'New game',
    newRetro: 'New retro',
    dashboard: 'Dashboard',
    rooms: 'Rooms',
    retro: 'Retro',
    profile: 'Profile',
    admin: 'Admin',
    overview: 'Overview',
    users: 'Users',
    signIn: 'Sign in',
    main: 'Main',
    account: 'Your account',
    administration: 'Administration',
    footer: 'Site',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    sections: 'Sections',
  },
  theme: {
    toggle: 'Theme: {{current}}. Switch to {{next}}',
    light: 'light',
    dark: 'dark',
    system: 'system',
  },
  language: {
    label: 'Language',
    switchTo: 'Switch language to {{language}}',
    en: 'English',
    uk: 'Українська',
    shortEn: 'EN',
    shortUk: 'УК',
  },
  user: {
    menu: 'Account menu for {{name}}',
    guest: 'Guest',
    roleUser: 'Member',
    roleAdmin: 'Administrator',
    signOut: 'Sign out',
  },
  footer: {
    tagline: 'Planning poker you host yourself.',
    version: 'Version {{version}} ({{commit}})',
  },
  auth: {
    signIn: {
      title: 'Sign in',
      lead: 'Welcome back. Sign in to see your rooms.',
      submit: 'Sign in',
      noAccount: 'New here?',
      createAccount: 'Create an account',
    },
    signUp: {
      title: 'Create your account',
      lead: 'An account keeps your rooms, favourites and settings in one place.',
      submit: 'Sign up',
      haveAccount: 'Already have an account?',
      signIn: 'Sign in',
    },
    saveAccount: {
      title: 'Save your account',
      body: 'You are a guest: your rooms live in this browser only. Add an email and a password to keep them and use them on any device.',
      action: 'Save your account',
      haveAccount: 'I already have an account',
    },
    forgot: {
      link: 'Forgot password?',
      title: 'Forgot your password?',
      lead: 'Type the email of your account and we will send you a link to choose a new password.',
      submit: 'Send the link',
      sent: 'If an account uses {{email}}, a link is on its way. It works for an hour; check your spam folder too.',
      noEmailTitle: 'Ask an administrator',
      noEmail:
        'This server does not send email. An administrator of this server can make you a one-time link to choose a new password.',
      back: 'Back to sign in',
    },
    reset: {
      title: 'Choose a new password',
      lead: 'After this you sign in with the new password, and every other device is signed out.',
      submit: 'Save the new password',
      done: 'Your password is changed. Sign in with the new one.',
      noToken: 'This page needs the link from your email or from an administrator. Ask for a new one.',
      askAgain: 'Ask for a new link',
    },
    guest: {
      title: 'Just joining a session?',
      lead: 'Continue with only a display name. You can create a full account later.',
      submit: 'Continue as guest',
    },
    or: 'or',
    fields: {
      name: 'Name',
      email: 'Email',
      password: 'Password',
      guestName: 'Display name',
      passwordHint: 'At least {{min}} characters.',
    },
    validation: {
      email: 'Enter a valid email address.',
      passwordRequired: 'Enter your password.',
      passwordMin: 'Use at least {{min}} characters.',
      passwordMax: 'Use at most {{max}} characters.',
      nameRequired: 'Enter a name.',
      nameMax: 'A name can be at most {{max}} characters.',
    },
    ban: {
      reason: 'Reason: {{reason}}.',
      until: 'The ban ends on {{date}}.',
    },
    serverErrors: {
      WRONG_PASSWORD: 'That password is not right. Check it and try again.',
      UNKNOWN_EMAIL: 'There is no account with that email. Check it or create an account.',
      EMAIL_TAKEN: 'An account with this email already exists. Sign in instead.',
      PASSWORD_TOO_SHORT: 'That password is too short.',
      PASSWORD_TOO_LONG: 'That password is too long.',
      INVALID_EMAIL: 'That email address is not valid.',
      TOO_MANY_ATTEMPTS: 'Too many attempts. Wait a minute and try again.',
      BANNED: 'This account has been blocked. Contact the administrator of this server.',
      RESET_LINK_INVALID: 'This reset link has expired or was already used. Ask for a new one.',
      RESET_BY_EMAIL_OFF: 'This server cannot send email. Ask an administrator for a reset link.',
    },
    welcome: 'Signed in as {{name}}',
    signedOut: 'You are signed out.',
  },
  errors: {
    network: 'Cannot reach the server. Check your connection and try again.',
    generic: 'Something went wrong. Please try again.',
  },
  system: {
    notFound: {
      title: 'Page Not Found',
      message: 'Page Not Found: {{path}}',
      lead: 'The link may be mistyped, or the page has moved.',
    },
    error: {
      title: 'Internal Server Error',
      lead: 'Something went wrong while showing this page.',
      unknown: 'Unknown error',
    },
    forbidden: {
      title: 'Not allowed',
      message:
        'This area is for administrators only. If you think you should have access, ask the person who runs this server.',
    },
  },
  version: {
    available: 'A new version is available',
    description: 'Version {{version}} is ready. Reload to use it.',
    reload: 'Reload',
  },
};

export type Messages = typeof en;
