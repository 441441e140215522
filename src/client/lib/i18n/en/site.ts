/** English strings of the site pages. */
export const site = {
  home: {
    eyebrow: 'Open source · self-hosted · real-time',
    title: 'Estimate together. Decide faster.',
    lead: 'Planning poker for agile teams. Everyone votes at the same time, the cards stay face down until the facilitator reveals them, and every round is kept with who voted what. Run it on your own server: your team’s data never leaves it.',
    newGame: 'New game',
    signIn: 'Sign in',
    dashboard: 'Go to dashboard',
    featuresTitle: 'Built for the way teams actually estimate',
    features: {
      secret: {
        title: 'Votes stay secret until the reveal',
        body: 'Nobody anchors on the loudest voice. Before the reveal, the server tells others only that you voted, never what you picked.',
      },
      history: {
        title: 'Every round on record',
        body: 'Vote again and the first round stays. Revealed votes keep their names after people leave, and the average says what it counts.',
      },
      retros: {
        title: 'Retrospectives that stay honest',
        body: 'Everyone writes in private, the cards turn over together, anonymous if you like, and dot totals stay hidden until voting ends. Open actions follow the team into the next retro.',
      },
      selfHosted: {
        title: 'Self-hosted by design',
        body: 'One command starts the whole app on an embedded database. Add Postgres and Redis when your teams grow.',
      },
      realtime: {
        title: 'Real-time, without losing a vote',
        body: 'Votes, reveals and timers reach everyone instantly. Reconnect after a drop and the room is exactly as you left it.',
      },
      guests: {
        title: 'Guests join with a name',
        body: 'Share the room link. Teammates can join with just a display name and turn it into a full account later.',
      },
    },
    stepsTitle: 'A round in three steps',
    steps: {
      create: {
        title: 'Create a room',
        body: 'Pick a voting system, add or import tasks, and share the link.',
      },
      vote: {
        title: 'Everyone votes',
        body: 'Each person picks a card. The table shows who has voted, not what.',
      },
      reveal: {
        title: 'Reveal and agree',
        body: 'See every vote, the average and the spread, then settle on an estimate.',
      },
    },
  },
  about: {
    title: 'About Estimate',
    lead: 'Estimate is a planning poker tool that a team can run on its own server and trust with its backlog.',
    audienceTitle: 'Who it is for',
    audience:
      'Scrum teams, product owners and facilitators who estimate work every sprint and would rather keep their backlog on infrastructure they control than in yet another SaaS account.',
    principlesTitle: 'Our principles',
    principles: {
      privacy: {
        title: 'Privacy first',
        body: 'Votes and voter identities are held on the server until the reveal. No trackers, no ads, no selling data.',
      },
      open: {
        title: 'Open',
        body: 'The code is open, so you can read how your data is handled, change what you need and contribute back.',
      },
      selfHosted: {
        title: 'Self-hosted',
        body: 'Install it where your team already works. Everything it stores stays in your database.',
      },
      realtime: {
        title: 'Real-time',
        body: 'Every change reaches the whole room at once, across several server instances, and survives reconnects and restarts.',
      },
    },
    ctaTitle: 'Try it with your team',
    ctaBody: 'Start a room in a few seconds, no setup needed. Questions or ideas are welcome too.',
    contact: 'Contact us',
    howTitle: 'How it works',
    how: {
      one: 'A facilitator creates a room and chooses a voting system such as Fibonacci or T-shirt sizes.',
      two: 'Tasks are typed in, pasted as a list, or imported from a CSV file.',
      three: 'The team joins through the room link, signed in or as guests with a display name.',
      four: 'Everyone picks a card; the cards stay face down until an owner or moderator reveals them.',
      five: 'The room shows every vote with the average and the spread; the agreed estimate stays with the task and goes out in the CSV export.',
      six: 'At the end of the sprint, a retro board takes the team from private writing to grouped, dot-voted topics and action items with owners, exported as Markdown or CSV.',
    },
  },
  privacy: {
    title: 'Privacy',
    contents: 'On this page',
    lead: 'This page explains, in plain language, what this Estimate server stores about you, why, and how to have it removed.',
    sections: {
      account: {
        title: 'Your account',
        body: 'When you sign up we store your email address, your display name and a hash of your password. The password itself is never stored or logged; only a one-way hash that cannot be turned back into it. We use your email to sign you in and your name to show you to your team.',
      },
      sessions: {
        title: 'Session cookie',
        body: 'Signing in sets one session cookie. It is HttpOnly, so scripts in the page cannot read it, which protects it from being stolen by injected code. It exists only to keep you signed in, and signing out deletes it. Each session also records the IP address and browser it was started from, to help spot sign-ins that are not yours.',
      },
      settings: {
        title: 'Profile settings',
        body: 'We keep the preferences you choose: whether sounds are on, the sound volume and your interface language, together with your recent and favourite rooms.',
      },
      avatar: {
        title: 'Your photo',
        body: 'If you upload a photo, the server crops it to a small square and re-encodes it, which also removes hidden metadata such as the place a phone photo was taken. It is stored in this server’s database and shown to people in your rooms. Choosing “Use initials” on your profile deletes it.',
      },
      rooms: {
        title: 'Rooms, tasks and votes',
        body: 'Rooms you create or join store their name, settings, members and roles, the tasks, and each vote with its round. Until a round is revealed, other members learn only that you voted, never the value.',
      },
      feedback: {
        title: 'Feedback messages',
        body: 'The contact form stores your name, email address, topic and message, the page you sent it from and the time, and your account if you are signed in, so the administrators of this server can read and answer it. Each address can send only a few messages a minute, to keep spam out.',
      },
      analytics: {
        title: 'Visit statistics',
        body: 'Once per browser session the app records a VISIT event containing your user id, your display name and the time. Administrators see these as usage counts. Nothing else about your browsing is recorded.',
      },
      logs: {
        title: 'Server logs',
        body: 'Like any web server, this one writes technical logs (time, request path, status and errors) to diagnose problems. Logs never contain passwords, tokens or vote values.',
      },
      retention: {
        title: 'Keeping and deleting data',
        body: 'Your data is kept while your account exists. Deleting your account on the profile page removes your profile, photo, sessions, visit records and memberships: you leave the rooms you joined, and rooms you own are deleted for everyone with their tasks and votes. Feedback you sent stays with the administrators, no longer linked to an account.',
      },
      selfHosting: {
        title: 'Your data stays on your server',
        body: 'Estimate is self-hosted: everything above lives in the database of the organisation that runs this server, and nothing is sent to us or to any other company.',
      },
      trackers: {
        title: 'No third-party trackers',
        body: 'There are no advertising or analytics scripts, no social widgets and no third-party cookies. The page loads code only from this server.',
      },
    },
  },
  contact: {
    title: 'Contact',
    lead: 'Questions, ideas or something not working? Tell the people who run this server.',
    formTitle: 'Send a message',
    fields: {
      name: 'Your name',
      email: 'Email',
      emailHint: 'Only used to answer you.',
      category: 'Topic',
      message: 'Message',
      messageHint: 'At least {{min}} characters. For a bug, say what you did and what you expected.',
    },
    categories: {
      bug: 'Something is broken',
      idea: 'An idea',
      question: 'A question',
      other: 'Something else',
    },
    submit: 'Send message',
    sent: {
      title: 'Thank you, your message was sent',
      body: 'The administrators of this server read every message. If you asked something, they answer at {{email}}.',
      another: 'Send another message',
    },
    validation: {
      name: 'Enter your name.',
      nameMax: 'A name can be at most {{max}} characters.',
      email: 'Enter a valid email address.',
      message: 'Write at least {{min}} characters.',
      messageMax: 'A message can be at most {{max}} characters.',
    },
    tooMany: 'You have sent several messages in a row. Wait a minute and try again.',
    asideTitle: 'Where your message goes',
    items: {
      form: 'Your message, with your account if you are signed in, goes to the administrators of this server, not to a third party.',
      inbox: 'Administrators read and answer feedback in the admin area.',
      selfHosted: 'Because Estimate is self-hosted, messages stay in this server’s database.',
    },
    privacyLink: 'How this server handles your data',
  },
};
