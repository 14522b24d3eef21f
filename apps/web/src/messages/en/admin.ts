export const admin = {
  loginTitle: 'Admin Login',
  loginMetaDescription: 'Sign in to the Malaysia Pickleball Association admin area.',
  dashboardMetaDescription: 'Malaysia Pickleball Association admin area.',

  login: {
    subtitle: 'Sign in to manage the association website.',
    usernameLabel: 'Username',
    passwordLabel: 'Password',
    submit: 'Sign In',
    submitting: 'Signing in…',
    restrictedNote:
      'This area is for association administrators and the technical team only. Unauthorised access is prohibited.',
    invalidCredentials: 'Invalid username or password',
    checkingSession: 'Checking your session…',
  },

  errors: {
    generic: 'Something went wrong. Please try again.',
  },

  dashboard: {
    title: 'Admin Dashboard',
    documentTitle: '{section} – Admin Dashboard',
    panelName: 'Admin Panel',
    checkingSession: 'Checking your session…',
    sessionCheckFailedTitle: 'We could not reach the server',
    sessionCheckFailed:
      'Your session could not be checked because the server did not answer. Check your connection and try again.',
    signedInAs: 'Signed in as {username}',
    sectionFailed: 'This section failed to load. Please try again.',
    noSections: 'Your account has no roles yet. Ask a super admin to give you one.',
  },

  sidebar: {
    navLabel: 'Admin sections',
    openMenu: 'Open admin menu',
    closeMenu: 'Close admin menu',
    home: 'Home',
    logout: 'Logout',
    loggingOut: 'Logging out…',
    logoutFailed: 'Logout failed. Please try again.',
  },

  groups: {
    community: 'Community',
    administration: 'Administration',
  },

  sections: {
    manageTournament: 'Manage Tournaments',
    managePlayers: 'Manage Players',
    membership: 'Membership',
    dataRequests: 'Data Requests',
    messages: 'Messages',
    manageCourses: 'Manage Courses',
    manageClinics: 'Manage Clinics',
    manageJourney: 'Manage Journey',
    updateNews: 'Update News & Video',
    manageVenue: 'Manage Venue',
    report: 'Report',
    enquiry: 'Enquiry',
    staff: 'Staff',
    auditLog: 'Audit Log',
    dataRetention: 'Data Retention',
    settings: 'Settings',
  },

  comingSoon: {
    title: 'Coming soon',
    body: 'This section is being rebuilt and will be available in an upcoming release. Nothing here can be changed yet.',
  },

  directory: {
    showMore: 'Show more',
    deleting: 'Deleting…',
    deleteFailed: 'Could not delete. Please try again.',
    deleteHint: 'It disappears from the public finder, with its photos.',
    kindsLabel: 'Kind of entry',
    kinds: { venue: 'Venues', coach: 'Coaches', club: 'Clubs', referee: 'Referees' },
    addTitle: {
      venue: 'Add a venue',
      coach: 'Add a coach',
      club: 'Add a club',
      referee: 'Add a referee',
    },
    editTitle: (name: string) => `Edit ${name}`,
    empty: {
      venue: 'No venues yet.',
      coach: 'No coaches yet.',
      club: 'No clubs yet.',
      referee: 'No referees yet.',
    },
    fields: {
      name: 'Name',
      state: 'State',
      city: 'City',
      address: 'Address',
      mapUrl: 'Map link',
      phone: 'Phone',
      email: 'E-mail',
      openingHours: 'Opening hours',
      courtsIndoor: 'Indoor courts',
      courtsOutdoor: 'Outdoor courts',
      certificationLevel: 'Certification level',
      certificationExpiresOn: 'Certified until',
      consent: 'They agreed to be listed publicly',
      verified: 'Verified by the association',
      description: 'Description (English)',
      descriptionMs: 'Description (Bahasa Malaysia)',
    },
    mapHint: 'A geo: location, or a Google Maps, Waze, Apple Maps or OpenStreetMap link.',
    chooseState: 'Choose a state',
    photos: 'Photos',
    photosAfterSave: 'Save the entry first, then add photos.',
    addPhoto: 'Add a photo (PNG, JPEG or WebP, up to 5 MB)',
    removePhoto: (n: number) => `Remove photo ${n}`,
    photoOf: (name: string, n: number) => `${name}, photo ${n}`,
    photoCount: (n: number) => (n === 1 ? '1 photo' : `${n} photos`),
    edit: (name: string) => `Edit ${name}`,
    delete: (name: string) => `Delete ${name}`,
    confirmDelete: (name: string) => `Delete ${name} from the directory?`,
    deleted: (name: string) => `${name} was deleted.`,
    saved: (name: string) => `${name} was saved.`,
    failed: 'Could not save. Please try again.',
  },

  enquiry: {
    empty: 'No enquiries yet.',
    body: 'Enquiries from the public are not collected yet. When they are, they will be listed here.',
  },

  settings: {
    intro:
      'Your account: the username and password you sign in with, two-factor sign-in and where you are signed in.',
    currentUsername: 'Current username: {username}',
    usernameTitle: 'Change username',
    newUsernameLabel: 'New username',
    currentPasswordLabel: 'Current password',
    usernameSubmit: 'Update username',
    usernameSubmitting: 'Updating…',
    usernameChanged: 'Username changed to {username}.',
    passwordTitle: 'Change password',
    newPasswordLabel: 'New password',
    newPasswordHint: 'At least {min} characters. Your other admin sessions will be signed out.',
    confirmPasswordLabel: 'Confirm new password',
    passwordSubmit: 'Update password',
    passwordSubmitting: 'Updating…',
    passwordChanged: 'Password changed.',
  },
};

export type AdminMessages = typeof admin;
