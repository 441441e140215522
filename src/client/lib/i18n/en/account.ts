/** English strings of the account pages. */
export const account = {
  dashboard: {
    greeting: 'Welcome back, {{name}}',
    lead: 'Your rooms and retros at a glance.',
    quickActions: 'Quick actions',
    items: {
      recent: 'Your 10 most recent rooms, favourites first, with a star to pin them.',
      owned: 'Rooms you own, with their last activity.',
      joined: 'Rooms you joined as a guest or member.',
      retros: 'Retrospectives you ran or joined, with open action items.',
    },
  },
  rooms: {
    title: 'Rooms',
    lead: 'Every estimation room you own or take part in.',
    items: {
      owned: 'Rooms you own, with options to rename, configure or delete them.',
      joined: 'Rooms you joined, with the option to leave.',
      favourites: 'Favourites pinned to the top of your recent rooms.',
      search: 'Search by room name.',
    },
  },
  profile: {
    title: 'Profile',
    lead: 'Your account and preferences.',
    name: 'Name',
    email: 'Email',
    role: 'Role',
    accountType: 'Account',
    guestAccount: 'Guest (no email yet)',
    fullAccount: 'Registered',
    noEmail: 'Not set',
    items: {
      edit: 'Change your display name and photo.',
      sound: 'Sound on or off and its volume (50% by default).',
      upgrade: 'Turn a guest account into a full one without losing your rooms.',
      delete: 'Delete your account and all data tied to it.',
    },
  },
  retro: {
    title: 'Retrospectives',
    lead: 'All the retrospectives you ran or joined.',
    items: {
      list: 'Your retro boards, newest first, with their status.',
      actions: 'Open action items carried over from previous retros.',
      export: 'An export of a finished board to share with the team.',
    },
  },
  newRetro: {
    title: 'New retro',
    lead: 'Set up a retrospective board for the end of your sprint.',
    items: {
      columns:
        'A name and columns from a template such as “Went well / To improve / Action items”, or your own.',
      concealed: 'Concealed writing: cards stay hidden from others until the facilitator reveals them.',
      anonymous: 'Anonymous cards, so people can raise hard topics safely.',
      voting: 'Grouping and voting on cards, then action items with owners.',
    },
  },
};
