export const common = {
  associationName: 'Malaysia Pickleball Association',
  associationShortName: 'MPA',
  betaBadge: 'Beta 2.0',
  loading: 'Loading…',
  retry: 'Retry',
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
  save: 'Save',
  networkError: 'Unable to connect to server. Please try again later.',
};
