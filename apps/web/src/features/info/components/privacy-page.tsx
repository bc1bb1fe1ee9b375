import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { SITE } from '@/lib/site.ts';
import type { PolicySection } from './policy-document.tsx';
import { PolicyPage } from './policy-page.tsx';

const SECTIONS: PolicySection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          {SITE.name} is a burger and fried-chicken restaurant based in Thamel, Kathmandu, with
          outlets in Jhamsikhel and Lakeside, Pokhara. We run this website to take cash-on-delivery
          orders. We decide what personal data the shop collects and how it is used, so we are
          responsible for it.
        </p>
        <p>
          We handle personal data in line with the Individual Privacy Act, 2075 (2018) of Nepal and
          keep only what we need to cook, deliver and look after your orders.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <h3>When you create an account</h3>
        <p>
          Your first and last name, email address, phone number, date of birth, delivery address
          (street, city, province, ZIP code and country) and whether you want our newsletter. Your
          password is never stored as you typed it: we keep only a salted, one-way hash of it.
        </p>
        <h3>When you order</h3>
        <p>
          The meals and quantities, the prices charged, any coupon code and discount, the delivery
          address and phone number, your notes for the kitchen or the rider, and each change of the
          order's status (for example confirmed, out for delivery, delivered) with its time.
        </p>
        <h3>When you check in at our counter</h3>
        <p>
          If you register at the restaurant, our staff record your name, contact details, total
          spending and number of visits, which decide your customer tier (New, Regular or VIP).
        </p>
        <h3>When you write to us</h3>
        <p>
          Contact messages and feedback: your name, email address, the message, your star rating and
          any photos you attach. Newsletter sign-ups: your email address.
        </p>
        <h3>When you visit the site</h3>
        <p>
          Like every web server, ours records technical details of each request (IP address, browser
          type, the page asked for and the time) to keep the shop secure and to stop abuse such as
          fake orders.
        </p>
      </>
    ),
  },
  {
    id: 'on-your-device',
    title: 'What stays on your device',
    body: (
      <>
        <p>
          Some things are saved only in your own browser's local storage, so the shop keeps working
          between visits: your sign-in token and a copy of your profile (until you log out), your
          cart and your wishlist. Your cart and wishlist are sent to us only when you place an
          order.
        </p>
        <p>
          We use <strong>no tracking cookies</strong>, no analytics and no advertising networks. The
          details are in our <Link to="/cookies">Cookie Policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your data',
    body: (
      <ul>
        <li>
          To prepare, deliver and hand over your order, and to call you if the rider cannot find
          you.
        </li>
        <li>To run your account: sign-in, order history, password resets and your profile.</li>
        <li>To apply coupons and offers correctly (for example, a first-order discount).</li>
        <li>To answer your messages and feedback, and to improve our food and service.</li>
        <li>
          To send you the newsletter, only if you asked for it. Every email has an unsubscribe link.
        </li>
        <li>
          To keep the shop safe, prevent fraud and keep the sales records Nepali tax law asks of us.
        </li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>
          <strong>We never sell or rent your personal data</strong>, and we do not share it with
          advertisers.
        </p>
        <ul>
          <li>
            Our kitchen staff and riders see the order, your name, phone number and address, only to
            cook and deliver it.
          </li>
          <li>
            The company that hosts our servers stores the data on our behalf and may not use it for
            anything else.
          </li>
          <li>
            Government authorities, only where Nepali law requires it (for example tax authorities,
            or the police with a lawful request).
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Your account: until you ask us to delete it.</li>
        <li>
          Orders and bills: as long as Nepal's tax laws require us to keep sales records. After you
          delete your account they are kept without your contact details.
        </li>
        <li>Contact messages and feedback: up to two years.</li>
        <li>Server logs: up to 30 days.</li>
        <li>Password reset links: they stop working after one hour.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        The site is served over an encrypted connection (HTTPS). Passwords are stored as salted
        hashes; a sign-in session ends on our server the moment you log out. Only the staff who need
        it can see customer data, and every change made in our back office is logged with who made
        it and when.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>You can ask us at any time to:</p>
        <ul>
          <li>show you the personal data we hold about you;</li>
          <li>correct anything that is wrong or out of date;</li>
          <li>delete your account and the data that goes with it;</li>
          <li>stop sending you the newsletter.</li>
        </ul>
        <p>
          Write to <a href={`mailto:${SITE.email}`}>{SITE.email}</a> from the email address on your
          account. We answer within 14 days and never charge for it.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Accounts are for people aged 16 and over. Younger food lovers are very welcome, but please
        ask a parent or guardian to order for you.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we update the date at the top of this page. If a change affects
        how we use data you have already given us, we tell you by email or on the site before it
        takes effect.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <PolicyPage
      documentTitle="Privacy Policy"
      kicker={{ icon: ShieldCheck, text: 'Your data' }}
      title={
        <>
          Privacy <span className="text-flame-400">Policy</span>
        </>
      }
      description="What we keep about you, why we keep it, and how to have it corrected or deleted. In short: only what it takes to get your food to you."
      sections={SECTIONS}
    />
  );
}
