import { Cookie } from 'lucide-react';
import { Link } from 'react-router';
import type { PolicySection } from './policy-document.tsx';
import { PolicyPage } from './policy-page.tsx';

/** What the shop keeps in the browser (docs/product-rules.md#saved-in-the-browser). */
const STORED_ITEMS = [
  {
    name: 'token',
    holds: 'Your sign-in token',
    why: 'Keeps you signed in between visits',
    lasts: 'Until you log out',
  },
  {
    name: 'user',
    holds: 'Your name, email, phone and address',
    why: 'Shows your profile and fills in the checkout form',
    lasts: 'Until you log out',
  },
  {
    name: 'cart',
    holds: 'The meals in your cart and their quantities',
    why: 'Your cart survives a reload or a closed tab',
    lasts: 'Until you order or clear the cart',
  },
  {
    name: 'wishlist',
    holds: 'The meals you saved',
    why: 'Your wishlist',
    lasts: 'Until you remove them',
  },
  {
    name: 'adminToken, adminUser',
    holds: 'A staff member’s back-office sign-in',
    why: 'Staff only: keeps the back office signed in',
    lasts: 'Until the staff member logs out',
  },
];

const COLUMNS = ['What it holds', 'Why', 'How long'] as const;

/** A table on wide screens; on phones each row stacks into a small card with its labels. */
function StorageTable() {
  const cell =
    'block px-4 py-1 sm:table-cell sm:py-3 max-sm:before:block max-sm:before:text-xs max-sm:before:font-bold max-sm:before:tracking-wide max-sm:before:text-charcoal-500 max-sm:before:uppercase max-sm:before:content-[attr(data-label)]';
  return (
    <section
      aria-label="What the shop saves in your browser"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
      tabIndex={0}
      className="mt-5 overflow-x-auto rounded-2xl ring-1 ring-charcoal-900/10"
    >
      <table className="block w-full text-left text-sm sm:table sm:min-w-[36rem]">
        <caption className="sr-only">What the shop saves in your browser</caption>
        <thead className="sr-only bg-cream-100 text-xs tracking-wide text-charcoal-600 uppercase sm:not-sr-only sm:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-3 font-bold">
              Name
            </th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-bold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block divide-y divide-charcoal-900/10 sm:table-row-group">
          {STORED_ITEMS.map((item) => (
            <tr key={item.name} className="block py-3 align-top sm:table-row sm:py-0">
              <th
                scope="row"
                className="block px-4 py-1 font-mono text-xs font-semibold text-charcoal-900 sm:table-cell sm:py-3"
              >
                {item.name}
              </th>
              {[item.holds, item.why, item.lasts].map((text, index) => (
                <td key={COLUMNS[index]} data-label={COLUMNS[index]} className={cell}>
                  {text}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

const SECTIONS: PolicySection[] = [
  {
    id: 'short-version',
    title: 'The short version',
    body: (
      <>
        <p>
          <strong>We use no tracking cookies.</strong> No analytics, no advertising pixels, no
          social-media trackers. Nobody follows you from our shop to other websites.
        </p>
        <p>
          To work, the shop saves a few things in your browser's local storage: a small store on
          your own device that only this website can read. That is what this page is about.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-store',
    title: 'What we save in your browser',
    body: (
      <>
        <p>
          Everything here is strictly necessary for the feature next to it; none of it is used to
          profile you.
        </p>
        <StorageTable />
      </>
    ),
  },
  {
    id: 'third-parties',
    title: 'Third parties',
    body: (
      <p>
        The shop loads no scripts, fonts or images from other companies. Our social-media links and
        the map directions on the <Link to="/restaurants">restaurants page</Link> open Facebook,
        Instagram, TikTok, YouTube or Google Maps in a new tab; those sites have their own cookie
        policies.
      </p>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your choices',
    body: (
      <ul>
        <li>Logging out removes your sign-in token and the copy of your profile.</li>
        <li>
          Clearing this site's data in your browser settings removes everything, including your cart
          and wishlist.
        </li>
        <li>
          In a private or incognito window everything is forgotten when you close it. The shop still
          works; it just won't remember your cart next time.
        </li>
      </ul>
    ),
  },
  {
    id: 'changes',
    title: 'If this changes',
    body: (
      <p>
        Should we ever want analytics or any cookie that is not strictly necessary, we will ask you
        first with a clear yes/no choice and update this page before anything is set. See our{' '}
        <Link to="/privacy">Privacy Policy</Link> for everything else we do with data.
      </p>
    ),
  },
];

export function CookiesPage() {
  return (
    <PolicyPage
      documentTitle="Cookie Policy"
      kicker={{ icon: Cookie, text: 'No trackers' }}
      title={
        <>
          Cookie <span className="text-flame-400">Policy</span>
        </>
      }
      description="The only cookies we like come with ice cream. Here is exactly what the shop saves in your browser, and why."
      sections={SECTIONS}
    />
  );
}
