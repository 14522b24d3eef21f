/** Document titles and meta descriptions, one entry per route. */
export const meta = {
  /** Appended to every page title except the home page. */
  titleSuffix: ' | Malaysia Pickleball Association',
  home: {
    title: 'Malaysia Pickleball Association – Official Website',
    description:
      'Official website of the Malaysia Pickleball Association: tournaments, training, coach certification, news and the PickleZone player community.',
  },
  about: {
    title: 'About Us',
    description:
      'The mission, vision and work of the Malaysia Pickleball Association, the national governing body for pickleball in Malaysia.',
  },
  affiliate: {
    title: 'Affiliate',
    description: 'Affiliation of the Malaysia Pickleball Association.',
  },
  organisation: {
    title: 'Organisation Chart',
    description:
      'Office bearers, heads of bureau, advisors and sub-committee members of the Malaysia Pickleball Association.',
  },
  tournamentGuidelines: {
    title: 'Tournament Guidelines',
    description:
      'Registration fee cap, scoring format, conduct and technical warning rules for association-sanctioned pickleball tournaments in Malaysia.',
  },
  venueGuidelines: {
    title: 'Venue Guidelines',
    description:
      'Court, net and post specifications, facilities and structured course standards for pickleball venues in Malaysia.',
  },
  termsAndConditions: {
    title: 'Terms and Conditions',
    description:
      'Terms and Conditions for using the Malaysia Pickleball Association website, player portal and PickleZone.',
  },
  privacyPolicy: {
    title: 'Privacy Policy',
    description:
      'How the Malaysia Pickleball Association collects, uses, shares and protects your personal data.',
  },
  notFound: {
    title: 'Page Not Found',
    description: 'The page you were looking for could not be found.',
  },
  error: {
    title: 'Something Went Wrong',
    description: 'An unexpected error occurred.',
  },
  tournament: {
    title: 'Tournament Calendar',
    description: 'Calendar of association-approved pickleball tournaments in Malaysia.',
  },
  registeredOrganizers: {
    title: 'Registered Organizers',
    description: 'Tournament organizers registered with the Malaysia Pickleball Association.',
  },
  news: {
    title: 'News',
    description: 'Latest news and announcements from the Malaysia Pickleball Association.',
  },
  milestones: {
    title: 'Milestones',
    description: 'The journey and milestones of the Malaysia Pickleball Association.',
  },
  training: {
    title: 'Training',
    description: 'Pickleball training courses and clinics in Malaysia.',
  },
  coaches: {
    title: 'Coaches',
    description: 'Certified pickleball coaches in Malaysia.',
  },
  venue: {
    title: 'Venues',
    description: 'Pickleball venues in Malaysia.',
  },
  rankings: {
    title: 'National rankings',
    description: 'National pickleball rankings of Malaysia by event, age group and state.',
  },
  rankingRules: {
    title: 'How ranking points work',
    description:
      'The points table, the best results that count and the tie-breaks of the national rankings.',
  },
  playerProfile: {
    description: 'Rankings and tournament results of a Malaysian pickleball player.',
  },
  clubs: {
    title: 'Clubs',
    description: 'Pickleball clubs in Malaysia that organise regular play and events.',
  },
  contact: {
    title: 'Contact us',
    description:
      'Send an enquiry to the Malaysia Pickleball Association about membership, tournaments, coaching or the media.',
  },
  referee: {
    title: 'Referees',
    description: 'Certified pickleball referees in Malaysia.',
  },
  playerLogin: {
    title: 'Player Login',
    description: 'Sign in to the Malaysia Pickleball Association player portal.',
  },
  playerDashboard: {
    title: 'Player Dashboard',
    description: 'Your Malaysia Pickleball Association player portal.',
  },
  picklezoneLogin: {
    title: 'PickleZone Login',
    description:
      'Sign in to PickleZone, the player community of the Malaysia Pickleball Association.',
  },
  picklezone: {
    title: 'PickleZone',
    description: 'PickleZone, the player community of the Malaysia Pickleball Association.',
  },
};
