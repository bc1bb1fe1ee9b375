/** features/info: the about, clients and restaurants pages (the policies are in policies.ts). */
export const info = {
  /** Figures that are a floor: 120+, and 50K+ (in thousands). */
  atLeast: '{{value}}+',
  thousandsAtLeast: '{{value}}K+',
  about: {
    documentTitle: 'About Us',
    kicker: 'Our story',
    title: 'Made in <accent>Thamel</accent>',
    description:
      'A six-stool counter, one griddle and a stubborn idea: that Kathmandu deserved a properly smashed burger. Here is how Burger House came to be.',
    story: {
      eyebrow: 'How it started',
      title: 'From one griddle to three kitchens',
      opening:
        'Burger House opened in {{year}} in a narrow lane off Thamel Marg: six stools, one flat-top griddle and a handwritten menu of four burgers. Trekkers came for a taste of home; Kathmandu came back for the buff smash burger with timur mayo, which is still our best seller.',
      chicken:
        'Fried chicken followed a year later, after months of testing marinades until the crust stayed crunchy on a bumpy scooter ride across the city. Then came momo, because no Nepali kitchen is complete without them, and our Jhol Momo Burger, which started as a staff lunch and ended up on the menu by popular demand.',
      today:
        'Today we cook in Thamel, Jhamsikhel and Lakeside, Pokhara, and deliver across the neighbourhoods around them. The counter has grown; the idea has not changed.',
    },
    numbers: {
      label: 'Burger House in numbers',
      eyebrow: 'Then and now',
      founded: 'First counter in Thamel',
      kitchens: 'Kitchens in Nepal',
      customers: 'Happy customers',
      team: 'People on the team',
      visit: 'Visit our restaurants',
    },
    values: {
      eyebrow: 'What we stand for',
      title: 'Our values',
      items: {
        cooked: {
          title: 'Cooked to order',
          text: 'Nothing waits under a heat lamp. Your burger is smashed and your chicken fried after you order.',
        },
        local: {
          title: 'Local first',
          text: 'Meat from valley farms, buns from a Lazimpat bakery, vegetables from Kalimati market every morning.',
        },
        fair: {
          title: 'Fair to everyone',
          text: 'Prices with VAT included and no service charge for you; fair wages and proper meals for our team.',
        },
        clean: {
          title: 'Clean, always',
          text: 'Fresh oil every day, filtered water for everything and a kitchen you are welcome to look into.',
        },
      },
    },
    kitchen: {
      eyebrow: 'Behind the pass',
      title: 'Inside our kitchen',
      lead: 'No secrets here, just early mornings and a lot of care.',
      items: {
        ground: {
          title: 'Ground in-house, every morning',
          text: 'Buff and chicken are minced fresh each day and pressed into patties by hand, never frozen.',
        },
        marinade: {
          title: 'An overnight marinade',
          text: 'Chicken rests in yoghurt, garlic, ginger and timur for twelve hours before it meets the flour.',
        },
        buns: {
          title: 'Buns baked at dawn',
          text: 'Soft brioche and sesame buns arrive warm from our partner bakery before the doors open.',
        },
        momo: {
          title: 'Momo folded by hand',
          text: 'Our momo team folds around two thousand dumplings a day, pleat by pleat, the way they learnt at home.',
        },
      },
    },
    team: {
      eyebrow: 'The people',
      title: 'Meet the team',
      lead: 'Forty-five cooks, riders and hosts across three kitchens. These four keep it all running.',
      people: {
        suman: {
          name: 'Suman Shrestha',
          role: 'Founder & head chef',
          bio: 'Cooked his way from Thamel guesthouse kitchens to opening our first six-stool counter.',
        },
        anisha: {
          name: 'Anisha Gurung',
          role: 'Kitchen manager',
          bio: 'Runs the line, the recipes and the hygiene checklist with a stopwatch and a smile.',
        },
        bikash: {
          name: 'Bikash Tamang',
          role: 'Fry station lead',
          bio: 'Guardian of the timur marinade and the reason our chicken stays crunchy to your door.',
        },
        pooja: {
          name: 'Pooja Maharjan',
          role: 'Guest care & delivery',
          bio: 'Answers your calls, plans the riders’ routes and remembers every regular’s order.',
        },
      },
    },
    cta: {
      text: 'The best way to get to know us is still the first bite.',
      menu: 'See the menu',
    },
  },
  clients: {
    documentTitle: 'Happy Clients',
    kicker: 'Happy clients',
    title: 'Happy <accent>Clients</accent>',
    description:
      'From trekking agencies to tech start-ups, these teams trust us with their lunches, launches and late nights. We are proud to feed them.',
    partners: {
      eyebrow: 'Trusted by',
      title: 'Our partners',
      lead: 'Offices, schools, guesthouses and event teams across Kathmandu and Pokhara.',
    },
    numbers: {
      title: 'Burger House in numbers',
      customers: 'Happy customers',
      officeOrders: 'Office orders a month',
      events: 'Events catered',
      rating: 'Average rating',
    },
    testimonials: {
      eyebrow: 'In their words',
      title: 'What clients say',
      items: {
        rohan: {
          name: 'Rohan Adhikari',
          quote:
            'We order forty lunches every Friday. Everything arrives hot, labelled and on time, and the cashier never has to chase a card machine.',
          role: 'Operations lead, Kathmandu Code Lab',
        },
        sita: {
          name: 'Sita Thapa',
          quote:
            'Our trekkers ask for Burger House the moment they are back from the Annapurna circuit. The timur chicken is a legend in our group chats.',
          role: 'Founder, Summit Trails',
        },
        prakash: {
          name: 'Prakash Karki',
          quote:
            'They catered our college fest for {{students}} students and still kept the momo coming until the last band finished. Brilliant team.',
          role: 'Student union, Bagmati College',
        },
        nisha: {
          name: 'Nisha Rai',
          quote:
            'Best smash burger in the valley, full stop. I have tried them all. The Himalayan Smash with extra pickles is my Saturday ritual.',
          role: 'Regular since {{year}}, Jhamsikhel',
        },
        dawa: {
          name: 'Dawa Sherpa',
          quote:
            'Guests at the guesthouse get a Burger House menu with their room key. Delivery to the door and cash on arrival make it easy for travellers.',
          role: 'Manager, Thamel Backpackers',
        },
        anil: {
          name: 'Anil Poudel',
          quote:
            'Sunset on the lake, a bucket of wings and a mango lassi. The Pokhara outlet is where we take every visiting client.',
          role: 'Director, Phewa Paddle Club',
        },
      },
    },
    cta: {
      eyebrow: 'Feeding a team?',
      title: "Let's cook for you",
      lead: 'Office lunches, birthdays, college fests and trek send-offs: tell us the date and the headcount and we will plan the menu with you. Payment is in cash.',
      plan: 'Plan an order with us',
      menu: 'Browse the menu',
      story: 'Share your story',
    },
  },
  restaurants: {
    documentTitle: 'Our Restaurants',
    kicker: 'Our restaurants',
    title: 'Find a <accent>Burger House</accent>',
    description:
      'Three kitchens, one recipe book. Eat in, pick up on your way home, or let us bring it to you.',
    services: 'Services',
    call: 'Call',
    callOutlet: 'Call {{name}}',
    directions: 'Directions',
    directionsTo: 'Directions to {{name}} on Google Maps (opens in a new tab)',
    delivery: {
      eyebrow: 'Delivery',
      title: 'Delivered hot, cash on arrival',
      lead: 'Every order placed online is cooked in the kitchen nearest to you and delivered, usually within {{estimate}}, for your area’s fee shown before you order. Pay the rider in cash when it arrives.',
      order: 'Order Now',
      book: 'Book a table',
    },
  },
  /** outlets.ts: each restaurant by its id. */
  outlets: {
    thamel: { name: 'Thamel', tagline: 'The original counter, since {{year}}' },
    jhamsikhel: { name: 'Jhamsikhel', tagline: 'Garden dining room in Lalitpur' },
    pokhara: { name: 'Lakeside, Pokhara', tagline: 'Burgers with a view of Phewa Lake' },
  },
  services: {
    dineIn: 'Dine-in',
    takeaway: 'Takeaway',
    delivery: 'Delivery',
    rooftop: 'Rooftop seats',
    parking: 'Parking',
    kidsCorner: 'Kids corner',
    lakeView: 'Lake view',
  },
} as const;
