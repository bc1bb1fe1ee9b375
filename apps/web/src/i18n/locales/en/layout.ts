/** app/layouts: the header, navigation, footer and the page-crash screen. */
export const layout = {
  skipToContent: 'Skip to content',
  brand: { home: '{{name}}, home', tagline: 'Burgers & Fried Chicken' },
  header: {
    mainNav: 'Main',
    mainMenu: 'Main menu',
    wishlist: 'Wishlist',
    cart: 'Cart',
    withItems_one: '{{name}}, {{count}} item',
    withItems_other: '{{name}}, {{count}} items',
    profileOf: 'My profile, signed in as {{name}}',
    login: 'Login',
  },
  navGroup: { menu: 'Menu', gallery: 'Gallery', support: 'Support', account: 'Account' },
  navItem: {
    meals: { label: 'Our Meals', description: 'Burgers, fried chicken & sides' },
    photos: { label: 'Photo Gallery', description: 'Food, events and the team' },
    clients: { label: 'Happy Clients', description: 'Partners and testimonials' },
    contact: { label: 'Contact Us', description: 'Questions, orders and bookings' },
    feedback: { label: 'Give Feedback', description: 'Tell us how we did' },
    profile: { label: 'My Profile', description: 'Details and order history' },
    cart: { label: 'My Cart', description: 'Review and check out' },
    register: { label: 'Customer Registration', description: 'Check in at the counter' },
    login: { label: 'Login', description: 'Your orders, profile and a faster checkout' },
    signup: { label: 'Sign up', description: '20% off your first order' },
  },
  account: {
    greeting: 'Hi, {{name}}',
    logout: 'Log out',
    logoutDescription: 'End your session on this device',
  },
  footer: {
    about:
      'Smash burgers, crispy fried chicken and proper sides, cooked to order in the heart of Thamel since day one. Cash on delivery, delivery on us.',
    quickLinks: 'Quick links',
    visit: 'Visit & contact',
    newsletter: 'Newsletter',
    newsletterPitch:
      'New burgers, weekend deals and secret codes, straight to your inbox. No spam.',
    copyright: '© {{year}} {{name}}, Kathmandu. Prices in NRS include all taxes.',
    legal: 'Legal',
    links: {
      menu: 'Our Menu',
      about: 'About Us',
      restaurants: 'Our Restaurants',
      gallery: 'Photo Gallery',
      clients: 'Happy Clients',
      contact: 'Contact Us',
      feedback: 'Give Feedback',
      cart: 'My Cart',
      privacy: 'Privacy Policy',
      terms: 'Terms of Service',
      cookies: 'Cookie Policy',
    },
  },
  offline: {
    title: 'You are offline.',
    message:
      'You can browse what you have seen and keep your cart; placing an order needs the network.',
  },
  routeError: {
    oops: 'Oops!',
    title: 'Something went wrong',
    message: 'An unexpected error occurred. Reloading the page usually fixes it.',
    reload: 'Reload page',
  },
} as const;
