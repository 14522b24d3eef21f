/** Enrolling, waitlists, doubles pairs, and the portal's My Training, My Tournaments and Statistics tabs. */
export const enrolment = {
  actions: {
    joinWaitlist: 'Join waitlist',
    leaveWaitlist: 'Leave waitlist',
    claim: 'Claim my place',
    declineOffer: 'Decline the place',
    confirmPartner: 'Confirm',
    declinePartner: 'Decline',
    cancel: 'Cancel enrolment',
    addToCalendar: 'Add to calendar',
  },
  status: {
    enrolled: 'Enrolled',
    awaitingPartner: (name: string) => `Waiting for ${name} to confirm`,
    partnerRequest: (name: string) => `${name} chose you as doubles partner`,
    waitlisted: (position: number) => `On the waitlist: number ${position} in line`,
    offered: (until: string) => `A place is held for you until ${until}`,
    awaitingPayment: 'Awaiting payment',
    paymentProcessing: 'Payment being confirmed',
    cancelUntil: (date: string) => `You can cancel until ${date}`,
    past: 'This date has passed',
    cancelClosed: 'Cancellation has closed',
    full: 'Full',
    waiting: (count: number) => (count === 1 ? '1 waiting' : `${count} waiting`),
  },
  partner: {
    label: "Partner's member ID",
    placeholder: 'MPA001234',
    hint: 'Doubles: you enter as a pair and take one place. Your partner confirms in their portal.',
  },
  rules: {
    doubles: 'Doubles',
    ages: (min: number | null, max: number | null) =>
      min !== null && max !== null
        ? `Ages ${min}–${max}`
        : min !== null
          ? `Ages ${min} and over`
          : `Ages up to ${max}`,
    skills: (min: string | null, max: string | null) =>
      min && max && min !== max ? `${min} to ${max}` : (min ?? max ?? ''),
    label: 'Who can enrol',
  },
  failed: 'Could not update your enrolment. Please try again.',
  my: {
    title: 'My Training',
    lead: 'Your courses and clinics: places, waitlists, offers and what is past.',
    upcoming: 'Upcoming',
    waiting: 'Waitlists and offers',
    past: 'Past',
    emptyUpcoming: 'No upcoming courses or clinics.',
    emptyWaiting: 'You are not waiting for a place anywhere.',
    emptyPast: 'Nothing here yet.',
    browse: 'Browse training programs',
    loading: 'Loading your training…',
    error: 'Could not load your training. Please try again.',
  },
  feed: {
    title: 'Calendar feed',
    lead: 'Subscribe once in Google Calendar, Outlook or Apple Calendar and your courses, clinics and confirmed tournament entries appear there, kept up to date.',
    on: 'Your feed is on.',
    off: 'Your feed is off.',
    create: 'Create my feed address',
    rotate: 'Make a new address',
    revoke: 'Turn the feed off',
    address: 'Your feed address',
    copy: 'Copy address',
    copied: 'Address copied',
    shownOnce:
      'Copy it now: for your privacy it is shown only once. Make a new address any time; the old one then stops working.',
    failed: 'Could not change your calendar feed. Please try again.',
  },
  tournaments: {
    title: 'My Tournaments',
    lead: (state: string) => `Upcoming association-approved tournaments in ${state}.`,
    leadAnywhere: 'Upcoming association-approved tournaments across Malaysia.',
    entries:
      'Tournaments that take entries here list their divisions on their page; for the others, Register Now with the organiser.',
    empty: 'No upcoming tournaments here yet.',
    allStates: 'Show all states',
    myState: 'Show my state only',
    subscribe: 'Subscribe to these tournaments',
    calendar: 'Open the full calendar',
    loading: 'Loading tournaments…',
    error: 'Could not load tournaments. Please try again.',
  },
  statistics: {
    title: 'Statistics',
    lead: 'Your courses and clinics with the association, year by year.',
    attended: 'Events attended',
    courses: 'Courses',
    clinics: 'Clinics',
    upcoming: 'Coming up',
    byYear: 'By year',
    year: 'Year',
    total: 'Total',
    skill: 'Skill level',
    skillNow: (level: string) => `Now: ${level}`,
    skillHistory: 'Changes',
    skillEntry: (date: string, level: string, rating: string) =>
      `${date}: ${level} (DUPR ${rating})`,
    skillNone: 'Add your DUPR rating in your profile to track your skill level.',
    empty: 'No events attended yet. Courses and clinics you take part in are counted here.',
    loading: 'Loading your statistics…',
    error: 'Could not load your statistics. Please try again.',
  },
  /** A paid course or clinic: the price and how and when to pay, before enrolling. */
  pay: {
    title: 'Confirm the price',
    price: '{kind, select, course {This course} other {This clinic}} costs {amount}.',
    how: 'Pay the association by bank transfer before {date}, or at the venue before the session starts. How to pay comes to your inbox and e-mail with your enrolment.',
    confirm: 'Confirm and enrol · {amount}',
    back: 'Not now',
    paid: 'Paid: {amount} (recorded {date}).',
    due: 'To pay: {amount}, by bank transfer before {date} or at the venue before the session.',
    /** Paid online (the site takes payment through the gateway). */
    onlineHow:
      'You pay on a secure payment page. Your place is held while you pay, for {minutes} minutes.',
    confirmOnline: 'Confirm and pay · {amount}',
    opening: 'Opening the payment page…',
    refundRule: 'Refunds: {rule}',
    held: 'Your place is held until {time}. Pay to keep it.',
    payNow: 'Pay now',
    /** FPX: paid at the bank, whose answer is awaited (the place stays held meanwhile). */
    processing:
      'Your bank is confirming your payment. Your place stays held until it answers; there is nothing more to pay.',
    notOpen: 'This payment has ended. Refresh to see where you stand.',
    withdrawn: 'You have withdrawn. {rule}',
    refunded: 'You have withdrawn. {amount} is refunded to your payment method.',
  },
};
