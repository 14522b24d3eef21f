/** Home: the community feed (latest PickleZone posts). */
export const community = {
  feed: {
    title: 'Latest from the community',
    lead: 'What players are sharing in PickleZone right now.',
    requirement:
      'Posting, liking and commenting are for registered players. Register as a player, then sign in to PickleZone to join in.',
    loginCta: 'Sign in to PickleZone',
    registerCta: 'Register as a player',
    loading: 'Loading community posts…',
    empty: 'No posts yet. Join PickleZone to see community updates!',
    listLabel: 'Latest community posts',
    pictureAlt: 'Picture shared by {name}',
    morePictures: '+{count} more',
    likes: { one: '{count} like', other: '{count} likes' },
    comments: { one: '{count} comment', other: '{count} comments' },
    linkLabel: 'Shared link:',
  },
};
