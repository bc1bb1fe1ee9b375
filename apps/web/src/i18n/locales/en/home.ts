/** features/home: the front page's hero, sections and search. */
export const home = {
  title: 'Burger House — Burgers & Fried Chicken, Kathmandu',
  hero: {
    kicker: "Thamel's burger & chicken joint",
    titleStart: 'Smashed. Fried.',
    titleEnd: 'Delivered hot.',
    lead: 'Hand-smashed buff and chicken burgers, crunchy timur fried chicken and proper momo, cooked to order in Kathmandu and brought to your door. Pay cash when it arrives.',
    orderNow: 'Order Now',
    findRestaurant: 'Find a Restaurant',
    promises: {
      freeDelivery: 'Free delivery',
      delivery: 'Delivered across the valley',
      cashOnDelivery: 'Cash on delivery',
      rating: '{{rating}} average rating',
    },
    deliveryTime: 'Delivery in {{estimate}}',
    hotToYourDoor: 'Hot to your door',
    ratingOutOf: '{{rating}} / {{max}}',
    happyGuests: '{{thousands}}K+ happy guests',
  },
  search: {
    label: 'Search the menu',
    placeholder: 'Search burgers, fried chicken, momo…',
    placeholderShort: 'Search burgers, momo…',
    searchFor: 'Search for {{dish}}',
    submit: 'Search',
    dishes: {
      smashBurger: 'Himalayan Smash Burger',
      timurChicken: 'Timur Fried Chicken',
      jholMomo: 'Jhol Momo',
      chilliBurger: 'Chicken Chilli Burger',
      masalaFries: 'Masala Fries',
      mangoLassi: 'Mango Lassi',
    },
  },
  why: {
    eyebrow: 'Why Burger House',
    title: 'Why choose us',
    lead: 'Kathmandu has plenty of burgers. Here is why our regulars keep coming back.',
    readStory: 'Read our story',
    features: {
      smashed: {
        title: 'Smashed to order',
        text: 'Every patty is pressed onto a screaming-hot griddle the moment you order, never before.',
      },
      chicken: {
        title: 'Timur-crisp chicken',
        text: 'Marinated overnight, double-dredged and fried with a pinch of Nepali timur pepper.',
      },
      fast: {
        title: 'Delivery in {{estimate}}',
        text: 'Riders leave the pass the minute your bag is sealed, so it arrives hot, not steamed.',
      },
      freeDelivery: {
        title: 'Free delivery',
        text: 'No delivery charge anywhere we deliver, whether you order one burger or a party bucket.',
      },
      delivery: {
        title: 'Delivered across the valley',
        text: 'Your area’s delivery fee is shown before you order, and picking up costs nothing.',
      },
      cash: {
        title: 'Cash on delivery',
        text: 'No cards, no wallets, no sign-up fees. Pay the rider in rupees when your food arrives.',
      },
      local: {
        title: 'Fresh local produce',
        text: 'Buff and chicken from valley farms, buns baked every morning, vegetables bought daily.',
      },
      clean: {
        title: 'Spotless kitchen',
        text: 'Fresh frying oil every day, gloves on the line and a kitchen you are welcome to see.',
      },
      prices: {
        title: 'Honest prices',
        text: 'The price on the menu is the price you pay: VAT included, no service charge added.',
      },
    },
  },
  featured: {
    eyebrow: 'Crowd favourites',
    title: 'Featured foods',
    lead: 'The burgers, buckets and momo Kathmandu orders most, hot and ready to go.',
    viewMenu: 'View full menu',
    failed: 'Failed to load featured restaurants',
    fetchFailed: 'Failed to fetch featured foods',
  },
  support: {
    eyebrow: 'Support',
    title: "We're here to help",
    lead: 'A late order, a birthday bucket for twenty or a question about allergens: our Thamel team answers messages and calls every day the kitchen is open.',
    chat: 'Chat with us',
    call: 'Call {{phone}}',
    stats: {
      delivery: { label: 'Usual delivery' },
      customers: { value: '{{thousands}}K+', label: 'Happy customers' },
      rating: { label: 'Average rating' },
      open: { value_one: '{{count}} day', value_other: '{{count}} days', label: 'Open every week' },
    },
  },
  gallery: {
    eyebrow: 'From our gallery',
    title: 'Moments at Burger House',
    lead: 'Friday nights in Thamel, the kitchen crew and plates fresh off the line.',
    seeAll: 'See all photos',
    sliderLabel: 'Featured galleries',
  },
  how: {
    eyebrow: 'How it works',
    title: 'From craving to doorstep',
    lead: 'Six easy steps between you and a hot burger. No app to install, no card needed.',
    step: 'Step {{number}}: ',
    explore: 'Explore the Menu',
    steps: {
      browse: {
        title: 'Browse the menu',
        text: 'Burgers, fried chicken, momo, wraps, sides and shakes, with prices that include VAT.',
      },
      cart: {
        title: 'Fill your cart',
        text: 'Add what you fancy, change quantities and save favourites to your wishlist for later.',
      },
      address: {
        title: 'Tell us where',
        text: 'Sign in, add your address and phone number, and apply a coupon code if you have one.',
      },
      cook: {
        title: 'We cook it fresh',
        text: 'The kitchen confirms your order and starts smashing and frying straight away.',
      },
      deliver: {
        title: 'Out for delivery',
        text: 'A rider brings it over, usually within {{estimate}}. Follow it in your profile.',
      },
      pay: {
        title: 'Pay cash & enjoy',
        text: 'Pay the rider in cash when the food arrives, or at the counter when you pick it up.',
      },
    },
  },
} as const;
