import type { FeedbackCategory, FeedbackStatus } from '@shop/shared';
import type { contactMessages, feedback, newsletterSubscribers } from '../schema/index.ts';
import { addDays, addMinutes } from './calendar.ts';
import { type CustomerSeed, fullName } from './customers.ts';

type ContactRow = typeof contactMessages.$inferInsert;
type FeedbackRow = typeof feedback.$inferInsert;
type SubscriberRow = typeof newsletterSubscribers.$inferInsert;

interface Visitor {
  name: string;
  email: string;
}

const MESSAGES: readonly (Visitor & {
  subject: string;
  message: string;
  daysAgo: number;
  read: boolean;
})[] = [
  {
    name: 'Rekha Pandey',
    email: 'rekha.pandey@gmail.com',
    subject: 'Birthday party catering',
    message:
      'Hi! Do you cater for a birthday party of about 40 people in Lalitpur next month? We would love buckets and momo platters.',
    daysAgo: 26,
    read: true,
  },
  {
    name: 'Sanjay Lama',
    email: 'sanjay.lama@yahoo.com',
    subject: 'Delivery to Bhaktapur?',
    message:
      'Do you deliver to Suryabinayak? The site accepted my address but I want to be sure before ordering for the office.',
    daysAgo: 12,
    read: true,
  },
  {
    name: 'Meera Karmacharya',
    email: 'meera.k@outlook.com',
    subject: 'Allergy information',
    message:
      'My son is allergic to peanuts. Which of your sauces and achars contain peanuts or sesame?',
    daysAgo: 6,
    read: true,
  },
  {
    name: 'Prakash Ghimire',
    email: 'prakash@himalayantech.com.np',
    subject: 'Corporate lunch order',
    message:
      'We are a team of 25 in Baluwatar and want a lunch order every Friday. Can we get a company rate?',
    daysAgo: 3,
    read: false,
  },
  {
    name: 'Dawa Sherpa',
    email: 'dawa.sherpa@gmail.com',
    subject: 'Job application - kitchen helper',
    message:
      'Namaste, I have two years of experience in a momo shop in Thamel and would like to apply for a kitchen job.',
    daysAgo: 1,
    read: false,
  },
  {
    name: 'Ishani Rana',
    email: 'ishani.rana@gmail.com',
    subject: 'Lost sunglasses',
    message:
      'I think I left my black sunglasses on the corner table last night around 8 pm. Could you check?',
    daysAgo: 0,
    read: false,
  },
];

/** Contact messages: the older ones opened by the admin, the recent ones still unread. */
export function contactMessageRows(now: Date): ContactRow[] {
  return MESSAGES.map(({ daysAgo, read, ...message }, i) => {
    const createdAt = addMinutes(addDays(now, -daysAgo), -(37 + i * 53));
    return { ...message, readAt: read ? addMinutes(createdAt, 95) : null, createdAt };
  });
}

/** Feedback sent by a customer (by index into the customer list) or by a visitor. */
const FEEDBACK: readonly {
  from: number | Visitor;
  category: FeedbackCategory;
  rating: number;
  status: FeedbackStatus;
  message: string;
}[] = [
  {
    from: 2,
    category: 'food_quality',
    rating: 5,
    status: 'reviewed',
    message:
      'The Himalayan Smash Burger is the best burger I have had in Kathmandu. Those crispy edges!',
  },
  {
    from: 7,
    category: 'delivery',
    rating: 4,
    status: 'resolved',
    message: 'Food arrived hot in 28 minutes even in the rain. The rider was very polite.',
  },
  {
    from: { name: 'Nima Lama', email: 'nima.lama@gmail.com' },
    category: 'food',
    rating: 5,
    status: 'pending',
    message:
      'Jhol momo was perfect, just like my grandmother makes. Please never change the recipe.',
  },
  {
    from: 12,
    category: 'complaint',
    rating: 2,
    status: 'resolved',
    message:
      'My order was missing the masala fries. Support refunded it quickly, but please double-check bags.',
  },
  {
    from: 17,
    category: 'service',
    rating: 5,
    status: 'reviewed',
    message: 'Staff at Jhamsikhel remembered my usual order. Lovely place for a family dinner.',
  },
  {
    from: { name: 'Arjun Thapa', email: 'arjun.thapa@yahoo.com' },
    category: 'suggestion',
    rating: 4,
    status: 'pending',
    message: 'Please add a buff momo burger and a smaller bucket for two people.',
  },
  {
    from: 22,
    category: 'website',
    rating: 3,
    status: 'pending',
    message: 'Ordering is easy, but I would like to save more than one delivery address.',
  },
  {
    from: 0,
    category: 'food_quality',
    rating: 4,
    status: 'reviewed',
    message:
      'Timur fried chicken is amazing, though a bit too tingly for my kids. Maybe a mild option?',
  },
  {
    from: { name: 'Sunita Gurung', email: 'sunita.g@outlook.com' },
    category: 'general',
    rating: 5,
    status: 'resolved',
    message: 'Thank you for the free juju dhau on my birthday!',
  },
  {
    from: 27,
    category: 'complaint',
    rating: 1,
    status: 'pending',
    message: 'Waited over an hour for delivery on Saturday night and the fries were cold.',
  },
  {
    from: { name: 'Tenzing Norbu', email: 'tenzing.norbu@gmail.com' },
    category: 'other',
    rating: 4,
    status: 'reviewed',
    message: 'Loved the live music night in Thamel. Please do it every month.',
  },
];

/** Feedback, mostly happy, some still waiting for an answer; none with images. */
export function feedbackRows(now: Date, customers: readonly CustomerSeed[]): FeedbackRow[] {
  return FEEDBACK.map(({ from, ...entry }, i) => {
    const customer = typeof from === 'number' ? customers[from] : undefined;
    const sender: Visitor =
      typeof from === 'number'
        ? { name: customer ? fullName(customer) : 'Guest', email: customer?.email ?? '' }
        : from;
    const createdAt = addMinutes(addDays(now, -(i * 9 + 1)), -(120 + i * 17));
    return {
      ...entry,
      ...sender,
      customerId: customer?.id ?? null,
      createdAt,
      updatedAt: entry.status === 'pending' ? createdAt : addDays(createdAt, 1),
    };
  });
}

/** A few newsletter sign-ups: two customers who ticked the box and two visitors. */
export function subscriberRows(now: Date, customers: readonly CustomerSeed[]): SubscriberRow[] {
  const customerEmails = customers.flatMap((customer) =>
    customer.subscribeNewsletter && customer.email ? [customer.email] : [],
  );
  return [...customerEmails.slice(0, 2), 'foodie.ktm@gmail.com', 'hungry.in.patan@yahoo.com'].map(
    (email, i) => ({ email, createdAt: addDays(now, -(i * 23 + 4)) }),
  );
}
