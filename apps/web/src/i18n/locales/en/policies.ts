/**
 * features/info: the privacy, terms and cookie policies. Each section's texts sit under its key;
 * the page's section list (ids, order, paragraphs, headings, lists) is in the component.
 * Tags: <strong>, and the links of policy-text.tsx (<email>, <phone>, <cookies>, ...).
 */
export const policies = {
  updated: 'Last updated <time>{{date}}</time>',
  updatedDate: '{{day}} {{month}} {{year}}',
  contents: 'On this page',
  questions: 'Questions about this policy?',
  contact: {
    title: 'Contact us',
    address: '{{name}}, {{line}}, {{city}}.',
    email: 'Email: <email>{{email}}</email>',
    phone: 'Phone: <phone>{{phone}}</phone> (during opening hours)',
    form: 'Or write to us through the <contactForm>contact form</contactForm>.',
  },
  privacy: {
    documentTitle: 'Privacy Policy',
    kicker: 'Your data',
    title: 'Privacy <accent>Policy</accent>',
    description:
      'What we keep about you, why we keep it, and how to have it corrected or deleted. In short: only what it takes to get your food to you.',
    sections: {
      whoWeAre: {
        title: 'Who we are',
        intro:
          '{{name}} is a burger and fried-chicken restaurant based in Thamel, Kathmandu, with outlets in Jhamsikhel and Lakeside, Pokhara. We run this website to take cash-on-delivery orders. We decide what personal data the shop collects and how it is used, so we are responsible for it.',
        law: 'We handle personal data in line with the Individual Privacy Act, {{actBs}} ({{actAd}}) of Nepal and keep only what we need to cook, deliver and look after your orders.',
      },
      whatWeCollect: {
        title: 'What we collect',
        accountTitle: 'When you create an account',
        account:
          'Your first and last name, email address, phone number, date of birth, delivery address (street, city, province, ZIP code and country) and whether you want our newsletter. Your password is never stored as you typed it: we keep only a salted, one-way hash of it.',
        orderTitle: 'When you order',
        order:
          "The meals and quantities, the prices charged, any coupon code and discount, the delivery address and phone number, your notes for the kitchen or the rider, and each change of the order's status (for example confirmed, out for delivery, delivered) with its time.",
        counterTitle: 'When you check in at our counter',
        counter:
          'If you register at the restaurant, our staff record your name, contact details, total spending and number of visits, which decide your customer tier (New, Regular or VIP).',
        messagesTitle: 'When you write to us',
        messages:
          'Contact messages and feedback: your name, email address, the message, your star rating and any photos you attach. Newsletter sign-ups: your email address.',
        visitTitle: 'When you visit the site',
        visit:
          'Like every web server, ours records technical details of each request (IP address, browser type, the page asked for and the time) to keep the shop secure and to stop abuse such as fake orders.',
      },
      onYourDevice: {
        title: 'What stays on your device',
        storage:
          "Some things are saved only in your own browser's local storage, so the shop keeps working between visits: your sign-in token and a copy of your profile (until you log out), your cart and your wishlist. Your cart and wishlist are sent to us only when you place an order.",
        noTracking:
          'We use <strong>no tracking cookies</strong>, no analytics and no advertising networks. The details are in our <cookies>Cookie Policy</cookies>.',
      },
      howWeUseIt: {
        title: 'How we use your data',
        deliver:
          'To prepare, deliver and hand over your order, and to call you if the rider cannot find you.',
        account: 'To run your account: sign-in, order history, password resets and your profile.',
        coupons: 'To apply coupons and offers correctly (for example, a first-order discount).',
        messages: 'To answer your messages and feedback, and to improve our food and service.',
        newsletter:
          'To send you the newsletter, only if you asked for it. Every email has an unsubscribe link.',
        safety:
          'To keep the shop safe, prevent fraud and keep the sales records Nepali tax law asks of us.',
      },
      sharing: {
        title: 'Who we share it with',
        never:
          '<strong>We never sell or rent your personal data</strong>, and we do not share it with advertisers.',
        staff:
          'Our kitchen staff and riders see the order, your name, phone number and address, only to cook and deliver it.',
        hosting:
          'The company that hosts our servers stores the data on our behalf and may not use it for anything else.',
        authorities:
          'Government authorities, only where Nepali law requires it (for example tax authorities, or the police with a lawful request).',
      },
      retention: {
        title: 'How long we keep it',
        account: 'Your account: until you ask us to delete it.',
        orders:
          "Orders and bills: as long as Nepal's tax laws require us to keep sales records. After you delete your account they are kept without your contact details.",
        messages: 'Contact messages and feedback: up to two years.',
        logs: 'Server logs: up to {{logDays}} days.',
        resetLinks: 'Password reset links: they stop working after one hour.',
      },
      security: {
        title: 'How we protect it',
        text: 'The site is served over an encrypted connection (HTTPS). Passwords are stored as salted hashes; a sign-in session ends on our server the moment you log out. Only the staff who need it can see customer data, and every change made in our back office is logged with who made it and when.',
      },
      yourRights: {
        title: 'Your rights',
        intro: 'You can ask us at any time to:',
        see: 'show you the personal data we hold about you;',
        correct: 'correct anything that is wrong or out of date;',
        delete: 'delete your account and the data that goes with it;',
        newsletter: 'stop sending you the newsletter.',
        how: 'Write to <email>{{email}}</email> from the email address on your account. We answer within {{replyDays}} days and never charge for it.',
      },
      children: {
        title: 'Children',
        text: 'Accounts are for people aged {{minAge}} and over. Younger food lovers are very welcome, but please ask a parent or guardian to order for you.',
      },
      changes: {
        title: 'Changes to this policy',
        text: 'When we change this policy we update the date at the top of this page. If a change affects how we use data you have already given us, we tell you by email or on the site before it takes effect.',
      },
    },
  },
  terms: {
    documentTitle: 'Terms of Service',
    kicker: 'The fine print',
    title: 'Terms of <accent>Service</accent>',
    description:
      'How ordering, cash on delivery, coupons and cancellations work at Burger House, in plain words.',
    sections: {
      about: {
        title: 'About these terms',
        text: 'These terms apply when you use the {{name}} website and when you order from it. The shop is run by {{name}}, {{line}}, {{city}}. By placing an order you accept these terms, so please read them; they are short and written in plain words.',
      },
      account: {
        title: 'Your account',
        real: 'You need an account to order. Please give your real name, phone number and address.',
        password:
          'Keep your password to yourself; you are responsible for orders placed with your account.',
        suspend:
          'We may suspend an account that places fake or prank orders, or that abuses our riders or staff.',
      },
      prices: {
        title: 'Menu, prices and availability',
        taxes:
          'All prices are in Nepalese rupees (NRS) and <strong>include all taxes</strong>, including {{vat}}% VAT. There is no service charge. <strong>Delivery costs your delivery area’s fee</strong>, shown at checkout before you order (pickup costs nothing): the total you pay is the price of your food minus any discount, plus that fee.',
        photos:
          'Photos show how a dish is served; garnish and packaging can differ a little. Some items are made in limited numbers each day and can sell out. If a price changes while meals sit in your cart, the checkout shows you the new price before you confirm: you never pay an amount you did not see.',
      },
      orders: {
        title: 'Placing an order',
        pending:
          'When you place an order it is <strong>pending</strong> until our kitchen confirms it. It then moves through confirmed, preparing, ready and out for delivery to delivered; you can follow each step in your profile.',
        check:
          'We may call you to check an order, and we may turn one down, for example when the address is outside our delivery area or an item has just run out. If we do, we tell you straight away and you pay nothing.',
      },
      payment: {
        title: 'Payment: cash on delivery',
        cash: 'We accept <strong>cash only</strong>, in Nepalese rupees, paid to the rider when your food arrives. There is nothing to pay online.',
        change: 'Please have change ready for large notes; riders carry a small float only.',
        bill: 'You receive a bill with every order.',
      },
      coupons: {
        title: 'Coupons and offers',
        one: 'One coupon code per order, applied at checkout before you confirm.',
        conditions:
          'Each code has its own conditions, such as first order only, weekends only, a minimum order, certain categories or dates. The checkout tells you if a code does not apply.',
        value: 'Codes have no cash value and cannot be exchanged or combined.',
        end: 'We may end an offer at any time, but an order you have already placed keeps its discount.',
      },
      cancellations: {
        title: 'Cancellations and problems',
        cancel:
          'You can cancel an order yourself from your profile <strong>while it is pending</strong>. Once the kitchen has confirmed it, cooking has started: call us on <phone>{{phone}}</phone> and we will do what we can.',
        problems:
          'If something is missing, wrong or not up to standard, tell the rider or call us within {{complaintHours}} hours. We will replace the item or take it off your bill. As you pay on delivery, you never pay for items you refuse at the door because they are wrong or damaged.',
      },
      delivery: {
        title: 'Delivery',
        area: 'We deliver around our <restaurants>restaurants</restaurants> in Kathmandu, Lalitpur and Pokhara. Delivery usually takes {{estimate}}, but this is an estimate: traffic, rain, road works and festival days such as Dashain and Tihar can slow us down.',
        reachable:
          'Someone needs to be reachable on the phone number of the order. If our rider cannot reach you after waiting {{riderWait}} minutes at the address, the order may be cancelled.',
      },
      allergens: {
        title: 'Allergens and dietary needs',
        text: 'Our kitchen handles wheat (gluten), milk, eggs, soy, sesame, mustard, peanuts and tree nuts, and our fryers are shared. We cannot promise that any dish is free of an allergen. "Buff" on our menu means water-buffalo meat; we serve no beef and no pork. If you have an allergy or dietary rule, call us before ordering and we will tell you honestly what is safe.',
      },
      content: {
        title: 'Feedback, reviews and photos',
        text: 'Photos and words you send us remain yours. By sending them you allow us to show them on our website and social pages, with your first name only. Please send only photos you took yourself, and ask before you include other people. We may remove anything offensive or unlawful.',
      },
      use: {
        title: 'Using the website fairly',
        text: 'Please do not place orders you do not intend to receive, try to break into accounts or our systems, or copy the site with automated tools. We may block access that harms the shop or other customers.',
      },
      liability: {
        title: 'Our responsibility',
        text: 'We are responsible for the food we prepare and for delivering what you ordered, as the Consumer Protection Act, {{actBs}} ({{actAd}}) of Nepal and other Nepali laws provide. We are not responsible for losses we could not reasonably foresee or that are caused by events outside our control. Nothing in these terms takes away rights you have by law.',
      },
      law: {
        title: 'Law and disputes',
        text: 'These terms are governed by the laws of Nepal. If something goes wrong, talk to us first: most problems are solved with one phone call. Disputes we cannot settle together go to the courts of Kathmandu.',
      },
      changes: {
        title: 'Changes to these terms',
        text: 'We may update these terms; the date at the top shows the latest version. The terms that apply to an order are the ones shown when you placed it.',
      },
    },
  },
  cookies: {
    documentTitle: 'Cookie Policy',
    kicker: 'No trackers',
    title: 'Cookie <accent>Policy</accent>',
    description:
      'The only cookies we like come with ice cream. Here is exactly what the shop saves in your browser, and why.',
    table: {
      label: 'What the shop saves in your browser',
      name: 'Name',
      holds: 'What it holds',
      why: 'Why',
      lasts: 'How long',
    },
    /** The table's rows, by the stored item (cookies-page.tsx names the browser keys). */
    stored: {
      token: {
        holds: 'Your sign-in token',
        why: 'Keeps you signed in between visits',
        lasts: 'Until you log out; without Remember me, until you close the browser',
      },
      user: {
        holds: 'Your name, email, phone and address',
        why: 'Shows your profile and fills in the checkout form',
        lasts: 'Until you log out; without Remember me, until you close the browser',
      },
      cart: {
        holds: 'The meals in your cart and their quantities',
        why: 'Your cart survives a reload or a closed tab',
        lasts: 'Until you order or clear the cart',
      },
      wishlist: {
        holds: 'The meals you saved',
        why: 'Your wishlist',
        lasts: 'Until you remove them',
      },
      language: {
        holds: 'The language you chose: English or Nepali',
        why: 'The shop opens in your language next time',
        lasts: 'Until you choose another',
      },
      admin: {
        holds: 'A staff member’s back-office sign-in',
        why: 'Staff only: keeps the back office signed in',
        lasts: 'Until the staff member logs out',
      },
    },
    sections: {
      shortVersion: {
        title: 'The short version',
        noTracking:
          '<strong>We use no tracking cookies.</strong> No analytics, no advertising pixels, no social-media trackers. Nobody follows you from our shop to other websites.',
        storage:
          "To work, the shop saves a few things in your browser's local storage: a small store on your own device that only this website can read. That is what this page is about.",
      },
      whatWeStore: {
        title: 'What we save in your browser',
        necessary:
          'Everything here is strictly necessary for the feature next to it; none of it is used to profile you.',
      },
      thirdParties: {
        title: 'Third parties',
        text: 'The shop loads no scripts, fonts or images from other companies. Our social-media links and the map directions on the <restaurants>restaurants page</restaurants> open Facebook, Instagram, TikTok, YouTube or Google Maps in a new tab; those sites have their own cookie policies.',
      },
      yourChoices: {
        title: 'Your choices',
        logout: 'Logging out removes your sign-in token and the copy of your profile.',
        clear:
          "Clearing this site's data in your browser settings removes everything, including your cart and wishlist.",
        private:
          "In a private or incognito window everything is forgotten when you close it. The shop still works; it just won't remember your cart next time.",
      },
      changes: {
        title: 'If this changes',
        text: 'Should we ever want analytics or any cookie that is not strictly necessary, we will ask you first with a clear yes/no choice and update this page before anything is set. See our <privacy>Privacy Policy</privacy> for everything else we do with data.',
      },
    },
  },
} as const;
