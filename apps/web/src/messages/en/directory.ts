/** The public finder of venues, coaches, clubs and referees. */
export const directory = {
  titles: { venue: 'Venues', coach: 'Coaches', club: 'Clubs', referee: 'Referees' },
  leads: {
    venue: 'Places to play pickleball across Malaysia: courts, hours and how to get there.',
    coach: 'Certified coaches who teach pickleball, listed with their consent.',
    club: 'Clubs that organise regular play and events.',
    referee: 'Certified referees for tournaments, listed with their consent.',
  },
  eyebrow: 'Find',
  search: 'Search',
  searchPlaceholder: 'Name, city or address',
  state: 'State',
  allStates: 'All states',
  results: (count: number) => (count === 1 ? '1 found' : `${count} found`),
  empty: 'Nothing found. Try another state or search.',
  loading: 'Loading…',
  error: 'Could not load the list. Please try again.',
  loadMore: 'Show more',
  verified: 'Verified',
  courts: (indoor: number, outdoor: number) =>
    [indoor ? `${indoor} indoor` : '', outdoor ? `${outdoor} outdoor` : '']
      .filter(Boolean)
      .join(' · ') + (indoor + outdoor === 1 ? ' court' : ' courts'),
  certified: (level: string, until: string | null) =>
    until ? `${level}, certified until ${until}` : `${level}, certified`,
  backTo: (list: string) => `← All ${list.toLowerCase()}`,
  address: 'Address',
  hours: 'Opening hours',
  phone: 'Phone',
  email: 'E-mail',
  map: 'Open in maps',
  photoOf: (name: string, n: number) => `${name}, photo ${n}`,
};
