/** English strings of the admin pages. */
export const admin = {
  admin: {
    overview: {
      title: 'Administration',
      lead: 'How this Estimate server is being used.',
      items: {
        users: 'Users: total, new this week and guests.',
        rooms: 'Rooms and retros created, and how many are active now.',
        visits: 'Visits per day from the VISIT events.',
        feedback: 'Feedback messages sent through the contact form.',
      },
    },
    users: {
      title: 'Users',
      lead: 'Everyone with an account on this server.',
      items: {
        list: 'A searchable list of users with their email, role and last visit.',
        roles: 'Grant or remove the administrator role.',
        ban: 'Ban and unban accounts, and sign a user out everywhere.',
      },
    },
  },
};
