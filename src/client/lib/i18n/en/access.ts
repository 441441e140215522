/** English strings of the dialog that sets who may enter a room or retro. */
export const access = {
  access: {
    title: 'Who may enter',
    lead: 'Choose who may open this link and join.',
    options: {
      link: { label: 'Anyone with the link', lead: 'Guests too: no account needed.' },
      signedIn: { label: 'Signed-in people only', lead: 'Anyone with an account; guests are turned away.' },
      team: { label: 'Team members only', lead: 'Only the members of its team.' },
    },
    noTeam: 'Only for a room in a team: move it into one from your list first.',
    leaving: 'People who may no longer enter leave at once. What they wrote and their shown votes stay.',
    passcode: 'Passcode (optional)',
    passcodeNone: 'Newcomers must give it on top of the setting above. Members already in need none.',
    passcodeSet: 'A passcode is set. Type a new one to change it.',
    passcodeTooShort: 'A passcode is at least {{min}} characters.',
    removePasscode: 'Remove the passcode',
    link: 'Link',
    linkLead: 'A new link stops the old one from letting anyone new in. People already in keep coming back.',
    newLink: 'New link',
    linkMade: 'New link made. Copy it with Copy link.',
    save: 'Save',
    close: 'Close',
    saved: 'Saved: who may enter has changed.',
  },
};
