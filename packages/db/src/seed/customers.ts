import { randomUUID } from 'node:crypto';
import { PUBLISHED_PASSWORDS } from '@shop/shared';
import { addDays, addMinutes, isoDate } from './calendar.ts';
import type { Random } from './random.ts';

/** The account a demo visitor can log in with (shown in docs and used by browser tests). */
export const DEMO_CUSTOMER = {
  email: 'customer@example.com',
  password: PUBLISHED_PASSWORDS.customer,
  name: 'Aarati Shrestha',
} as const;

export interface CustomerSeed {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  dateOfBirth: string;
  createdAt: Date;
  /** Guests recorded by the check-in kiosk have no password and place no online orders. */
  guest: boolean;
  subscribeNewsletter: boolean;
  /** How often this customer orders, relative to the others. */
  loyalty: number;
}

const FIRST_NAMES = (
  'Sujan Pratiksha Bikash Srijana Roshan Anisha Prabin Sabina Nabin Kritika Sandesh ' +
  'Manisha Suman Rojina Aayush Sneha Bibek Pooja Rajesh Sushma Kiran Asmita Dipesh ' +
  'Nisha Saroj Samjhana Ramesh Elina Niraj Sarita Anil Sagar Barsha Utsav Kabita Milan ' +
  'Laxmi Bishnu Rupesh'
).split(' ');

const LAST_NAMES = (
  'Maharjan Tamang Gurung Rai Thapa Karki Adhikari Shakya Bajracharya Joshi Pradhan ' +
  'Magar Sherpa Basnet Khadka Poudel Bhattarai Limbu Dangol Manandhar Tuladhar Rana ' +
  'Acharya Shrestha'
).split(' ');

const EMAIL_DOMAINS = ['gmail.com', 'gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com'];

const PLACES = [
  {
    streets: [
      'Thamel Marg',
      'Lazimpat Road',
      'Baluwatar',
      'New Baneshwor',
      'Boudha Road',
      'Maharajgunj',
      'Chabahil',
      'Kalimati',
    ],
    city: 'Kathmandu',
    state: 'Bagmati',
    zipCode: '44600',
    weight: 5,
  },
  {
    streets: ['Jhamsikhel Road', 'Pulchowk', 'Kupondole Height', 'Sanepa Chowk', 'Mangal Bazar'],
    city: 'Lalitpur',
    state: 'Bagmati',
    zipCode: '44700',
    weight: 3,
  },
  {
    streets: ['Suryabinayak', 'Thimi Main Road', 'Dattatreya Square'],
    city: 'Bhaktapur',
    state: 'Bagmati',
    zipCode: '44800',
    weight: 1.5,
  },
  {
    streets: ['Lakeside Road', 'Baidam Road', 'Mahendrapul'],
    city: 'Pokhara',
    state: 'Gandaki',
    zipCode: '33700',
    weight: 1,
  },
] as const;

const ACCOUNT_HOLDERS = 36;
const GUESTS = 4;

/**
 * About forty customers: the demo account first, account holders who joined over the last
 * year (a few only this week), then a few check-in guests without a password.
 */
export function generateCustomers(random: Random, now: Date): CustomerSeed[] {
  const phones = new Set<string>();
  const customers: CustomerSeed[] = [];
  for (let i = 0; i < ACCOUNT_HOLDERS + GUESTS; i++) {
    const guest = i >= ACCOUNT_HOLDERS;
    const demo = i === 0;
    const firstName = demo ? 'Aarati' : (FIRST_NAMES[i - 1] ?? `Guest${i}`);
    const lastName = demo ? 'Shrestha' : (LAST_NAMES[(i * 7) % LAST_NAMES.length] ?? 'Shrestha');
    const place = random.weighted(PLACES, (p) => p.weight);
    const joinedDaysAgo = guest
      ? random.int(5, 180)
      : demo
        ? 330
        : 362 * ((ACCOUNT_HOLDERS - i) / ACCOUNT_HOLDERS) ** 1.3;
    const domain = random.pick(EMAIL_DOMAINS);
    customers.push({
      id: randomUUID(),
      firstName,
      lastName,
      email: demo
        ? DEMO_CUSTOMER.email
        : guest && i % 2 === 1
          ? null
          : `${firstName}.${lastName}${i % 3 === 0 ? random.int(1, 99) : ''}@${domain}`.toLowerCase(),
      phone: uniquePhone(random, phones),
      address: `House ${random.int(1, 240)}, ${random.pick(place.streets)}`,
      city: place.city,
      state: place.state,
      zipCode: place.zipCode,
      dateOfBirth: isoDate(addDays(new Date(Date.UTC(1975, 0, 1)), random.int(0, 30 * 365))),
      createdAt: addMinutes(addDays(now, -joinedDaysAgo), -random.int(30, 600)),
      guest,
      subscribeNewsletter: random.chance(0.4),
      loyalty: demo ? 0.6 : 0.3 + 2.7 * random.next() ** 2,
    });
  }
  return customers;
}

function uniquePhone(random: Random, taken: Set<string>): string {
  for (;;) {
    const phone = `98${random.int(0, 99_999_999).toString().padStart(8, '0')}`;
    if (!taken.has(phone)) {
      taken.add(phone);
      return phone;
    }
  }
}

export function fullName(customer: CustomerSeed): string {
  return `${customer.firstName} ${customer.lastName}`;
}

export function deliveryAddress(customer: CustomerSeed): string {
  return `${customer.address}, ${customer.city}, ${customer.zipCode}`;
}
