import { ScrollText } from 'lucide-react';
import { Link } from 'react-router';
import { SITE } from '@/lib/site.ts';
import type { PolicySection } from './policy-document.tsx';
import { PolicyPage } from './policy-page.tsx';

const SECTIONS: PolicySection[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <p>
        These terms apply when you use the {SITE.name} website and when you order from it. The shop
        is run by {SITE.name}, {SITE.address.line}, {SITE.address.city}. By placing an order you
        accept these terms, so please read them; they are short and written in plain words.
      </p>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <ul>
        <li>You need an account to order. Please give your real name, phone number and address.</li>
        <li>
          Keep your password to yourself; you are responsible for orders placed with your account.
        </li>
        <li>
          We may suspend an account that places fake or prank orders, or that abuses our riders or
          staff.
        </li>
      </ul>
    ),
  },
  {
    id: 'prices',
    title: 'Menu, prices and availability',
    body: (
      <>
        <p>
          All prices are in Nepalese rupees (NRS) and <strong>include all taxes</strong>, including
          13% VAT. There is no service charge and <strong>delivery is free</strong>: the total you
          pay is the price of your food minus any discount.
        </p>
        <p>
          Photos show how a dish is served; garnish and packaging can differ a little. Some items
          are made in limited numbers each day and can sell out. If a price changes while meals sit
          in your cart, the checkout shows you the new price before you confirm: you never pay an
          amount you did not see.
        </p>
      </>
    ),
  },
  {
    id: 'orders',
    title: 'Placing an order',
    body: (
      <>
        <p>
          When you place an order it is <strong>pending</strong> until our kitchen confirms it. It
          then moves through confirmed, preparing, ready and out for delivery to delivered; you can
          follow each step in your profile.
        </p>
        <p>
          We may call you to check an order, and we may turn one down, for example when the address
          is outside our delivery area or an item has just run out. If we do, we tell you straight
          away and you pay nothing.
        </p>
      </>
    ),
  },
  {
    id: 'payment',
    title: 'Payment: cash on delivery',
    body: (
      <ul>
        <li>
          We accept <strong>cash only</strong>, in Nepalese rupees, paid to the rider when your food
          arrives. There is nothing to pay online.
        </li>
        <li>Please have change ready for large notes; riders carry a small float only.</li>
        <li>You receive a bill with every order.</li>
      </ul>
    ),
  },
  {
    id: 'coupons',
    title: 'Coupons and offers',
    body: (
      <ul>
        <li>One coupon code per order, applied at checkout before you confirm.</li>
        <li>
          Each code has its own conditions, such as first order only, weekends only, a minimum
          order, certain categories or dates. The checkout tells you if a code does not apply.
        </li>
        <li>Codes have no cash value and cannot be exchanged or combined.</li>
        <li>
          We may end an offer at any time, but an order you have already placed keeps its discount.
        </li>
      </ul>
    ),
  },
  {
    id: 'cancellations',
    title: 'Cancellations and problems',
    body: (
      <>
        <p>
          You can cancel an order yourself from your profile <strong>while it is pending</strong>.
          Once the kitchen has confirmed it, cooking has started: call us on{' '}
          <a href={SITE.phone.href}>{SITE.phone.display}</a> and we will do what we can.
        </p>
        <p>
          If something is missing, wrong or not up to standard, tell the rider or call us within 24
          hours. We will replace the item or take it off your bill. As you pay on delivery, you
          never pay for items you refuse at the door because they are wrong or damaged.
        </p>
      </>
    ),
  },
  {
    id: 'delivery',
    title: 'Delivery',
    body: (
      <>
        <p>
          We deliver around our <Link to="/restaurants">restaurants</Link> in Kathmandu, Lalitpur
          and Pokhara. Delivery usually takes 25 to 35 minutes, but this is an estimate: traffic,
          rain, road works and festival days such as Dashain and Tihar can slow us down.
        </p>
        <p>
          Someone needs to be reachable on the phone number of the order. If our rider cannot reach
          you after waiting 10 minutes at the address, the order may be cancelled.
        </p>
      </>
    ),
  },
  {
    id: 'allergens',
    title: 'Allergens and dietary needs',
    body: (
      <p>
        Our kitchen handles wheat (gluten), milk, eggs, soy, sesame, mustard, peanuts and tree nuts,
        and our fryers are shared. We cannot promise that any dish is free of an allergen. "Buff" on
        our menu means water-buffalo meat; we serve no beef and no pork. If you have an allergy or
        dietary rule, call us before ordering and we will tell you honestly what is safe.
      </p>
    ),
  },
  {
    id: 'content',
    title: 'Feedback, reviews and photos',
    body: (
      <p>
        Photos and words you send us remain yours. By sending them you allow us to show them on our
        website and social pages, with your first name only. Please send only photos you took
        yourself, and ask before you include other people. We may remove anything offensive or
        unlawful.
      </p>
    ),
  },
  {
    id: 'use',
    title: 'Using the website fairly',
    body: (
      <p>
        Please do not place orders you do not intend to receive, try to break into accounts or our
        systems, or copy the site with automated tools. We may block access that harms the shop or
        other customers.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility',
    body: (
      <p>
        We are responsible for the food we prepare and for delivering what you ordered, as the
        Consumer Protection Act, 2075 (2018) of Nepal and other Nepali laws provide. We are not
        responsible for losses we could not reasonably foresee or that are caused by events outside
        our control. Nothing in these terms takes away rights you have by law.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Law and disputes',
    body: (
      <p>
        These terms are governed by the laws of Nepal. If something goes wrong, talk to us first:
        most problems are solved with one phone call. Disputes we cannot settle together go to the
        courts of Kathmandu.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms; the date at the top shows the latest version. The terms that
        apply to an order are the ones shown when you placed it.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <PolicyPage
      documentTitle="Terms of Service"
      kicker={{ icon: ScrollText, text: 'The fine print' }}
      title={
        <>
          Terms of <span className="text-flame-400">Service</span>
        </>
      }
      description="How ordering, cash on delivery, coupons and cancellations work at Burger House, in plain words."
      sections={SECTIONS}
    />
  );
}
