/** "Contact us": the public enquiry form. */
export const contact = {
  eyebrow: 'Get in touch',
  title: 'Contact us',
  lead: 'Questions about membership, tournaments, coaching or the media? Send us a message and our staff will reply by e-mail.',
  formTitle: 'Send an enquiry',
  topic: 'Topic',
  topicPlaceholder: 'Choose a topic',
  topics: {
    membership: 'Membership',
    tournaments: 'Tournaments',
    coaching: 'Coaching',
    media: 'Media',
    other: 'Other',
  },
  name: 'Your name',
  email: 'Your e-mail',
  message: 'Message',
  messageHint: 'At least 10 characters. Please do not include your IC number.',
  honeypot: 'Leave this field empty',
  privacy:
    'We use your name and e-mail only to answer this enquiry, as our privacy policy describes.',
  send: 'Send enquiry',
  sending: 'Sending…',
  another: 'Send another enquiry',
  renewed:
    'This page had been open a long time, so the form was renewed. Your message is still here: please send it again.',
  notReady: 'The form is still loading. Please wait a moment and send again.',
  network: 'Could not reach the server. Check your connection and try again.',
  failed: 'Your enquiry could not be sent. Please try again.',
  directTitle: 'Or reach us directly',
  replyTime: 'We usually reply within two working days.',
};
