export const footer = {
  tagline:
    'The national governing body for pickleball in Malaysia: growing the game from community courts to international competition.',
  exploreTitle: 'Explore',
  communityTitle: 'Officiating & Coaching',
  contactTitle: 'Contact Us',
  technicalTitle: 'Technical Support',
  technicalBody:
    'Problems with the website or your player account? Our technical partner can help.',
  contactForm: 'Send us a message',
  socialTitle: 'Follow Us',
  links: {
    about: 'About Us',
    organisation: 'Organisation Chart',
    affiliate: 'Affiliate',
    news: 'News',
    milestones: 'Milestones',
    training: 'Training',
    tournamentGuidelines: 'Tournament Guidelines',
    venueGuidelines: 'Venue Guidelines',
    coaches: 'Coaches',
    venue: 'Venues',
    referee: 'Referees',
    clubs: 'Clubs',
  },
  social: {
    facebook: 'Facebook',
    instagram: 'Instagram',
    youtube: 'YouTube',
    tiktok: 'TikTok',
  },
  socialLinkLabel: (network: string) => `${network} (opens in a new tab)`,
  policies: {
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    cookies: 'Cookie Policy',
  },
  copyright: (year: number) => `© ${year} Malaysia Pickleball Association. All rights reserved.`,
};
