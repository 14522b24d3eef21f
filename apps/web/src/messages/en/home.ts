export const home = {
  hero: {
    eyebrow: 'Official national governing body',
    title: 'Pickleball for every Malaysian',
    lead: 'The Malaysia Pickleball Association sanctions tournaments, certifies coaches and referees, and supports clubs and players across all 16 states and federal territories.',
    primaryCta: 'View Tournaments',
    secondaryCta: 'About the Association',
  },
  /** The registration call to action (the form itself is in `players.registration`). */
  registration: {
    sectionEyebrow: 'Player registration',
    sectionTitle: 'Become a registered player',
    sectionBody:
      'Register with the association to get your member ID, keep your DUPR rating and skill level on record, receive messages from the association and join PickleZone, our player community.',
    sectionPoints: [
      'Free registration, open to players aged 13 and above',
      'Players aged 13–17 register with a parent’s or guardian’s consent',
      'Your own player portal with profile and inbox',
    ],
    openButton: 'Register as a player',
    alreadyRegistered: 'Already registered?',
    signIn: 'Player Login',
  },
  stats: {
    title: 'Pickleball in Malaysia at a glance',
    items: [
      { value: '400,000+', label: 'Active players' },
      { value: '27+', label: 'Tournaments' },
      { value: '472+', label: 'Venues' },
      { value: '500+', label: 'Coaches' },
    ],
  },
  mission: {
    title: 'Who we are',
    items: [
      {
        title: 'Mission',
        body: 'To develop, promote and govern pickleball in Malaysia with fair competition, qualified coaching and safe, welcoming venues.',
      },
      {
        title: 'Vision',
        body: 'A nation where anyone, of any age or ability, can find a court, a coach and a community to play with.',
      },
      {
        title: 'Objective',
        body: 'To build a clear pathway from first rally to national representation through sanctioned events, certification and player development.',
      },
    ],
  },
  portal: {
    eyebrow: 'Application portal',
    title: 'Tournament applications & skill assessments',
    body: 'Organisers apply for tournament sanctioning and players book official skill assessments through the association’s application portal.',
    cta: 'Go to the Application Portal',
  },
  socialHub: {
    eyebrow: 'PickleZone',
    title: 'Join the PickleZone social hub',
    body: 'Share match moments, find playing partners and follow the community.',
    requirement:
      'The post feed and the social hub are for registered players. Register as a player, then sign in to take part.',
    hubCta: 'Sign in to PickleZone',
    playerCta: 'Player Login',
  },
  guidelines: {
    title: 'Guidelines',
    lead: 'Standards for sanctioned events and playing venues.',
    tournament: {
      title: 'Tournament Guidelines',
      body: 'Registration fees, scoring formats, conduct rules and technical warnings for sanctioned events.',
      cta: 'Read tournament guidelines',
    },
    venue: {
      title: 'Venue Guidelines',
      body: 'Court dimensions, net and post specifications, surfaces and structured course standards.',
      cta: 'Read venue guidelines',
    },
  },
  roadmap: {
    title: 'Coach certification roadmap',
    lead: 'A four-stage pathway from fundamentals to master coach, delivered by association course conductors.',
    durationLabel: 'Duration',
    feeLabel: 'Fee per person',
    participantsLabel: 'Participants',
    stepLabel: (step: number) => `Stage ${step}`,
    levels: [
      {
        name: 'Basic Fundamentals',
        duration: '1 day',
        fee: 'RM 250',
        participants: '32–36',
        summary: 'Core strokes, rules and safe session delivery for new instructors.',
      },
      {
        name: 'Level 1 Associate',
        duration: '4 days',
        fee: 'RM 750',
        participants: '24–32',
        summary: 'Structured lesson planning and group coaching for beginners.',
      },
      {
        name: 'Level 2 Professional',
        duration: '4.5 days',
        fee: 'RM 850',
        participants: '24–32',
        summary: 'Advanced technique, tactics and coaching intermediate players.',
      },
      {
        name: 'Level 3 Master',
        duration: '5 days',
        fee: 'RM 1,000',
        participants: '24–32',
        summary: 'Performance coaching, mentoring coaches and high-level competition.',
      },
    ],
  },
};
