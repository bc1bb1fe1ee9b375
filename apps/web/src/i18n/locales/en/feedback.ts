/** features/feedback: the feedback page, the side tab and its dialog. */
export const feedback = {
  title: 'Give Feedback — Burger House',
  kicker: 'Your voice, our recipe',
  heading: 'Give <0>Feedback</0>',
  description:
    'Loved the smash burger? Waited too long for your wings? Tell us: we read every word.',
  formTitle: 'How did <0>we do?</0>',
  formLead: 'Photos are optional; everything else helps us put things right.',
  next: {
    title: 'What happens next',
    kitchen: {
      title: 'Read by the kitchen',
      text: 'Every note reaches the head chef and the manager on duty, good or bad.',
    },
    photos: {
      title: 'Photos help',
      text: 'A picture of a soggy bun or a perfect stack tells us more than words.',
    },
    followUp: {
      title: 'We follow up',
      text: 'Leave your email and we answer complaints within one working day.',
    },
  },
  fields: {
    rating: 'Your rating',
    category: 'Category',
    message: 'Your feedback',
    messagePlaceholder: 'What did you love? What could we do better?',
    photos: 'Photos',
    imageRules: 'JPG, PNG, WebP, GIF or AVIF, up to {{megabytes}}MB each',
  },
  categories: {
    food_quality: 'Food quality',
    service: 'Service',
    delivery: 'Delivery',
    website: 'Website',
    general: 'General',
    complaint: 'Complaint',
    suggestion: 'Suggestion',
    food: 'Food',
    other: 'Other',
  },
  form: {
    label: 'Share your feedback',
    submit: 'Submit Feedback',
    submitting: 'Submitting...',
  },
  tab: 'Feedback',
  dialog: {
    title: 'Share Your Feedback',
    lead: 'Two minutes, five stars (or fewer): tell us how we are doing.',
  },
} as const;
