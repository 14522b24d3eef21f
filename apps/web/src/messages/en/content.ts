/** Public news reader, home news and featured video sections, tournament notices. */
export const content = {
  news: {
    eyebrow: 'News',
    title: 'News & Announcements',
    lead: 'The latest from the Malaysia Pickleball Association.',
    loading: 'Loading news…',
    noneSelected: 'No news selected',
    listTitle: 'All news',
    listEmpty: 'No news yet. Check back soon!',
    categories: { General: 'General', Tournament: 'Tournament' } as Record<string, string>,
  },
  homeNews: {
    title: 'Latest News',
    lead: 'Announcements, results and stories from the Malaysian pickleball community.',
    loading: 'Loading latest news…',
    empty: 'No news yet. Check back soon!',
    readMore: 'Read more',
    viewAll: 'View all news',
  },
  featuredVideo: {
    title: 'Featured Video',
    lead: 'Watch the game, the players and the community in action.',
    loading: 'Loading featured video…',
    empty: 'No featured video at the moment. Check back soon!',
  },
  notices: {
    title: 'Tournament notices',
  },
};
