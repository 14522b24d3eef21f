/** The privacy centre: the portal's "Privacy & data" tab (issue 16). */
export const privacy = {
  portal: {
    intro:
      'Your rights over the personal data the association keeps about you, under the Personal Data Protection Act 2010.',
  },
  download: {
    title: 'Download my data',
    description:
      'A zip file with your profile, memberships and receipts, messages, PickleZone posts, comments and likes, enrolments, consents, sign-in sessions and your pictures.',
    request: 'Prepare my data',
    requesting: 'Asking…',
    requestFailed: 'Could not start the export. Please try again.',
    loading: 'Loading your exports…',
    loadFailed: 'Could not load your exports.',
    queued: 'Waiting to start…',
    running: 'Preparing your data: {progress}%',
    progressLabel: 'Export progress',
    readyTitle: 'Your data is ready',
    readyHelp:
      'The download works once, until {date}. We also sent you an e-mail. If it fails, prepare a new copy.',
    downloadButton: 'Download zip ({size})',
    failed: 'The export could not be prepared. Please try again.',
    historyTitle: 'Earlier exports',
    statuses: {
      queued: 'Waiting',
      running: 'Preparing',
      ready: 'Ready',
      downloaded: 'Downloaded',
      expired: 'Expired',
      failed: 'Failed',
    },
    requestedOn: 'Asked for on {date}',
    noExports: 'You have not downloaded your data yet.',
  },
};

export type PrivacyMessages = typeof privacy;
