/** A complete registration as the form sends it (untrimmed, IC with dashes); override fields. */
export function registrationInput(overrides: Record<string, unknown> = {}) {
  return {
    fullName: '  Siti Aminah binti Ahmad ',
    gender: 'Female',
    icNumber: '900101-10-5555',
    email: ' siti@example.my ',
    phoneNumber: '+60 12-345 6789',
    addressLine1: '12 Jalan Ampang',
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
    username: 'siti.aminah',
    password: 'correct horse',
    confirmPassword: 'correct horse',
    termsAccepted: true,
    ...overrides,
  };
}

/** A complete profile edit (the whole form is sent); override fields. */
export function profileInput(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Siti',
    email: 'siti@example.my',
    phoneNumber: '0123456789',
    gender: 'Female',
    addressLine1: '12 Jalan Ampang',
    city: 'Kuala Lumpur',
    state: 'Selangor',
    ...overrides,
  };
}
