/** English strings of the room pages. */
export const room = {
  newGame: {
    title: 'New game',
    lead: 'Start an estimation room for your team in a few seconds.',
    items: {
      name: 'Room name and a voting system: Fibonacci, modified Fibonacci, T-shirt sizes, powers of two, or your own values.',
      options:
        'Options: reveal automatically when everyone has voted, lock voting after the reveal, asynchronous voting and flying emojis.',
      tasks: 'Add tasks by typing, pasting a list, or importing a Jira filter.',
      link: 'A shareable link: teammates join signed in or as guests with a display name.',
    },
  },
  room: {
    title: 'Room {{room}}',
    label: 'Room',
    lead: 'The estimation table for this room is being built.',
    back: 'All rooms',
    items: {
      table:
        'The table: up to 6 seats on the top and bottom and 3 on each side; online players are seated, observers watch.',
      cards: 'Your hand of cards for the selected task, with your own vote highlighted.',
      reveal:
        'Reveal and reset for owners and moderators; the average counts numeric votes only, rounded to one decimal.',
      tasks: 'The task list with Jira import and write-back, a timer and flying emojis.',
    },
  },
};
