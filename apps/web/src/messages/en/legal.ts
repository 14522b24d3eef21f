import type { ContentSection } from './pages';

export const legal = {
  lastUpdated: 'Last Updated:',
  modals: {
    privacy: {
      title: 'Privacy Policy',
      intro:
        'We collect only the information we need to run player registration, tournaments and the PickleZone community, and we protect it under Malaysian law.',
      points: [
        'What we collect: your full name, IC number, date of birth, age, gender, e-mail, phone, residential address, username, encrypted password, player ID, profile picture, skill level, membership type, tournament registrations, match results and statistics.',
        'Collected automatically: IP address, browser, operating system, pages visited, referring page, visit times, and cookies.',
        'Who sees it: our technical partner, tournament organisers (your name, contact details and skill level) and others only with your consent or when the law requires. We never sell your data.',
        'Your rights: access, correct, port or ask us to delete your data, and opt out of marketing, newsletters and promotions at any time.',
        'How it is protected: role-based access control, 24/7 monitoring and encrypted transmission, in line with the Personal Data Protection Act 2010.',
      ],
      fullLink: 'Read the full Privacy Policy',
    },
    terms: {
      title: 'Terms of Service',
      intro: 'By using this website you agree to these terms. In short:',
      points: [
        'Some features need an account. You must be at least 13 years old; players under 18 need a parent’s or guardian’s consent.',
        'When you register for a tournament, give your accurate skill level and experience, follow the rules, pay fees on time and play in a sportsmanlike way.',
        'Fees are non-refundable unless stated otherwise. Payments go through authorised payment gateways; we never store full card numbers.',
        'The association may suspend or terminate accounts at any time.',
        'These terms are governed by the laws of Malaysia.',
      ],
      fullLink: 'Read the full Terms and Conditions',
    },
    cookies: {
      title: 'Cookie Policy',
      intro: 'Cookies are small files a website stores in your browser. We use them sparingly:',
      points: [
        'Essential cookies keep you signed in and protect your session. The website cannot work without them.',
        'Preference cookies remember choices such as your language.',
        'Analytics information (pages visited, browser and visit times) helps us improve the website; it is never sold.',
        'You can block or delete cookies in your browser settings, but signing in to the player portal and PickleZone will then not work.',
      ],
    },
  },
  terms: {
    title: 'Terms and Conditions',
    /** When this version of the text took effect: change it with the text. */
    updatedOn: '2026-11-22',
    intro: [
      'Welcome to the official website of the Malaysia Pickleball Association (“MPA”, “the association”, “we”, “us”). These Terms and Conditions govern your use of this website, the player portal and the PickleZone community hub (together, “the Services”). Please read them carefully.',
    ],
    sections: <ContentSection[]>[
      {
        title: 'Introduction',
        paragraphs: [
          'These terms form an agreement between you and the association. By accessing or using the Services you agree to be bound by them and by our Privacy Policy. If you do not agree, please do not use the Services.',
        ],
      },
      {
        title: 'Eligibility',
        items: [
          'You must be at least 13 years old to create an account or register as a player.',
          'If you are under 18, you may use the Services only with the consent and supervision of a parent or legal guardian, who accepts these terms on your behalf.',
        ],
      },
      {
        title: 'User Accounts',
        items: [
          'Some features, including the player portal, tournament registration and PickleZone, require an account.',
          'You must give accurate, current and complete information and keep it up to date.',
          'You are responsible for keeping your password confidential and for all activity under your account. Tell us immediately if you suspect unauthorised use.',
          'One person may hold only one player account.',
        ],
      },
      {
        title: 'Player Registration and Membership',
        paragraphs: [
          'Registered players receive an association player ID. Membership types, benefits and any membership fees are as published by the association from time to time. Your IC number is used to confirm your identity and prevent duplicate registrations.',
        ],
      },
      {
        title: 'Tournament Registration and Participation',
        paragraphs: ['When you register for a sanctioned tournament you agree to:'],
        items: [
          'declare your skill level and playing experience accurately;',
          'comply with the official rules of play, the tournament regulations and the directions of referees and officials;',
          'pay all registration fees in full and on time; and',
          'behave in a sportsmanlike manner towards players, officials, organisers and spectators.',
        ],
      },
      {
        title: 'Fees, Payments and Refunds',
        items: [
          'Registration and course fees are non-refundable unless the event or course terms state otherwise.',
          'Payments are processed by authorised third-party payment gateways. The association does not store full card numbers.',
          'If an event is cancelled by the organiser, refunds follow the terms published for that event.',
        ],
      },
      {
        title: 'Community Hub and User Content',
        items: [
          'You keep ownership of the posts, comments and images you share, and grant the association a non-exclusive, royalty-free licence to display them within the Services.',
          'You are responsible for your content and must have the right to share it.',
          'We may remove content that breaks these terms, and registered players can report posts for review.',
        ],
      },
      {
        title: 'Acceptable Use',
        paragraphs: ['You must not use the Services to:'],
        items: [
          'post content that is unlawful, harassing, hateful, violent, sexually explicit or misleading;',
          'impersonate another person or misrepresent your affiliation;',
          'send spam or unsolicited advertising;',
          'attempt to gain unauthorised access to any account, system or data, or disrupt the Services; or',
          'collect other users’ personal data without their consent.',
        ],
      },
      {
        title: 'Intellectual Property',
        paragraphs: [
          'The association’s name, logo, website design and published content are owned by or licensed to the association and may not be used without written permission, except as allowed by law.',
        ],
      },
      {
        title: 'Privacy',
        paragraphs: [
          'Our Privacy Policy explains how we collect, use and protect your personal data. It forms part of these terms.',
        ],
      },
      {
        title: 'Third-Party Services and Links',
        paragraphs: [
          'The Services link to third-party services, including the external application portal for tournament applications and skill assessments, payment gateways and video platforms. Their own terms and privacy policies apply, and the association is not responsible for their content or practices.',
        ],
      },
      {
        title: 'Termination and Suspension',
        paragraphs: [
          'The association may suspend or terminate your account or access to the Services at any time, with or without notice, including where we reasonably believe you have breached these terms or the rules of play. You may stop using the Services at any time.',
        ],
      },
      {
        title: 'Disclaimers and Limitation of Liability',
        items: [
          'The Services are provided “as is” and “as available”. We do not guarantee that they will be uninterrupted or error-free.',
          'Tournament information is provided by organisers; please confirm details with the organiser before you travel.',
          'To the extent permitted by law, the association is not liable for indirect or consequential loss arising from your use of the Services. Pickleball is a physical activity and you take part at your own risk.',
        ],
      },
      {
        title: 'Changes to These Terms',
        paragraphs: [
          'We may update these terms from time to time. The “Last Updated” date shows when they last changed. Continuing to use the Services after a change means you accept the updated terms.',
        ],
      },
      {
        title: 'Governing Law',
        paragraphs: [
          'These terms are governed by the laws of Malaysia. Any dispute is subject to the exclusive jurisdiction of the courts of Malaysia.',
        ],
      },
    ],
    acceptance: {
      title: 'Acceptance of Terms',
      body: 'By creating an account, registering as a player or using the Services, you confirm that you have read, understood and agree to these Terms and Conditions.',
    },
    contactTitle: 'Contact Us',
    contactIntro: 'Questions about these terms? Contact the association:',
    footer: (year: number) =>
      `© ${year} Malaysia Pickleball Association. These Terms and Conditions apply to all users of the Services.`,
  },
  privacy: {
    title: 'Privacy Policy',
    /** When this version of the text took effect: change it with the text. */
    updatedOn: '2026-11-22',
    intro: [
      'The Malaysia Pickleball Association (“MPA”, “we”, “us”) respects your privacy. This policy explains what personal data we collect through this website, the player portal and the PickleZone community hub, how we use and share it, and the choices and rights you have.',
    ],
    sections: <ContentSection[]>[
      {
        title: 'Information We Collect',
        paragraphs: ['When you register as a player or use your account, we collect:'],
        items: [
          'identity details: full name, IC number, date of birth, age and gender;',
          'contact details: e-mail address, phone number and residential address (street, city and state);',
          'account details: username, password (stored only in encrypted form) and your association player ID;',
          'profile details: profile picture, skill level and membership type; and',
          'participation details: tournament registrations, match results and statistics.',
        ],
      },
      {
        title: 'Information Collected Automatically',
        paragraphs: [
          'When you visit the website we automatically receive technical information: your IP address, browser type, operating system, the pages you visit, the referring page and the dates and times of your visits.',
        ],
      },
      {
        title: 'Cookies',
        paragraphs: [
          'We use essential cookies to keep you signed in and to protect your session, and limited cookies to remember preferences and understand how the website is used. You can control cookies in your browser settings; blocking essential cookies will stop sign-in from working.',
        ],
      },
      {
        title: 'How We Use Your Information',
        items: [
          'to create and manage your player account and membership;',
          'to process tournament registrations and publish draws, results and statistics;',
          'to send you messages about your account, events and association matters;',
          'to run the PickleZone community and keep it safe; and',
          'to maintain, secure and improve the Services.',
        ],
      },
      {
        title: 'How We Share Your Information',
        items: [
          'With our technical partner, who builds and operates the Services on our behalf under confidentiality obligations.',
          'With tournament organisers, limited to your name, contact details and skill level, for the events you enter.',
          'With others when you consent, or when the law, a court or a government authority requires it.',
          'We never sell your personal data.',
        ],
      },
      {
        title: 'Data Security',
        paragraphs: [
          'We protect your data with role-based access control, 24/7 monitoring and encrypted transmission (HTTPS). Passwords are stored only in encrypted form. No system is perfectly secure, but we work to keep your information safe and will act promptly on any incident.',
        ],
      },
      {
        title: 'Data Retention',
        paragraphs: [
          'We keep your personal data for as long as your account is active and afterwards only as long as needed for the purposes in this policy, for official records such as tournament results, or as the law requires.',
        ],
      },
      {
        title: 'Your Rights',
        paragraphs: ['Subject to the law, you may:'],
        items: [
          'access the personal data we hold about you;',
          'correct data that is inaccurate or incomplete;',
          'receive your data in a portable format;',
          'ask us to delete your data; and',
          'opt out of marketing, newsletters and promotions at any time.',
        ],
      },
      {
        title: 'Children’s Privacy',
        paragraphs: [
          'The Services are not intended for children under 13. Players aged 13 to 17 may register only with the consent of a parent or guardian. If you believe a child has given us data without consent, please contact us and we will delete it.',
        ],
      },
      {
        title: 'Legal Framework',
        paragraphs: [
          'We process personal data in accordance with the Personal Data Protection Act 2010 (Act 709) and the Communications and Multimedia Act 1998 of Malaysia.',
        ],
      },
      {
        title: 'Third-Party Links',
        paragraphs: [
          'The Services link to other websites, such as the application portal, payment gateways and video platforms. Their privacy practices are their own; please read their policies.',
        ],
      },
      {
        title: 'Changes to This Policy',
        paragraphs: [
          'We may update this policy from time to time. The “Last Updated” date shows the latest version, and we will tell registered players about significant changes.',
        ],
      },
    ],
    acknowledgment: {
      title: 'Acknowledgment',
      body: 'By registering as a player or using the Services, you acknowledge that you have read and understood this Privacy Policy and consent to the collection and use of your personal data as described.',
    },
    contactTitle: 'Contact Us',
    contactIntro: 'For questions about this policy or to exercise your rights, contact:',
    footer: (year: number) =>
      `© ${year} Malaysia Pickleball Association. This Privacy Policy is issued under the Personal Data Protection Act 2010.`,
  },
};
