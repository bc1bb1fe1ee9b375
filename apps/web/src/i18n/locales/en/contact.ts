/** features/contact: the contact page, the restaurant's details and the message form. */
export const contact = {
  title: 'Contact Us — Burger House',
  kicker: 'We would love to hear from you',
  heading: 'Contact <0>Us</0>',
  description:
    'Questions about an order, a birthday table or catering for the office? Write to us, call, or come by Thamel.',
  details: {
    title: 'Find <0>us</0>',
    lead: 'Walk in, ring us or drop a line: the grill is on every day of the week.',
    visit: 'Visit us',
    call: 'Call us',
    callNote: 'Orders, bookings and catering',
    email: 'Email us',
    hours: 'Opening hours',
    follow: 'Follow us',
  },
  form: {
    title: 'Send us a <0>message</0>',
    lead: 'Every field is required. We read every message ourselves.',
    label: 'Send us a message',
    subject: 'Subject',
    subjectPlaceholder: 'A birthday table, an order, catering…',
    message: 'Message',
    messagePlaceholder: 'How can we help?',
    replyNote: 'We reply within one working day.',
    send: 'Send Message',
    sending: 'Sending...',
  },
} as const;
