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
  consents: {
    title: 'Consents',
    loading: 'Loading your consents…',
    loadFailed: 'Could not load your consents.',
    policyAccepted: 'You accepted the Terms and Conditions and Privacy Policy of {version}.',
    policyNotAccepted: 'You have not accepted the current Terms and Privacy Policy yet.',
    news: 'Send me association news and announcements in my inbox',
    newsHelp:
      'Renewal reminders, security notices and messages about your own account are always sent.',
    newsSaveFailed: 'Could not save your choice. Please try again.',
    historyTitle: 'History',
    kinds: {
      policy: 'Terms and Privacy Policy of {version}',
      marketing: 'Association news',
    },
    granted: 'Accepted',
    optedIn: 'Opted in',
    optedOut: 'Opted out',
    via: 'via {source}',
  },
  prompt: {
    title: 'We have updated our Terms and Privacy Policy',
    body: 'Please read the Terms and Conditions and the Privacy Policy of {version}. To keep using your player account, accept them.',
    terms: 'Terms and Conditions',
    privacy: 'Privacy Policy',
    opensInNewTab: '(opens in a new tab)',
    accept: 'I accept',
    accepting: 'Saving…',
    signOut: 'Sign out',
    changedAgain: 'The policy changed again while you were reading. Please review the new version.',
    failed: 'Could not save your acceptance. Please try again.',
  },
};

export type PrivacyMessages = typeof privacy;
