import type { MealSeed } from '../menu-data.ts';

const category = 'Momo & Nepali Bites';

export const MOMO: readonly MealSeed[] = [
  {
    name: 'Steamed Chicken Momo (10 pc)',
    category,
    description:
      'Ten juicy hand-folded chicken dumplings, steamed to order and served with our roasted tomato-sesame achar.',
    price: 250,
    oldPrice: 280,
    nutrition: [420, 26, 48, 12],
    rating: 4.8,
    reviews: 512,
    stock: 80,
    popularity: 10,
    pictures: 2,
    art: { kind: 'momo', style: 'steamed' },
  },
  {
    name: 'Jhol Momo (10 pc)',
    category,
    description:
      'Buff momo swimming in a warm, tangy sesame and timur jhol. Kathmandu comfort food at its best.',
    price: 280,
    nutrition: [460, 27, 50, 16],
    rating: 4.9,
    reviews: 468,
    stock: 75,
    popularity: 9,
    pictures: 2,
    art: { kind: 'momo', style: 'jhol' },
  },
  {
    name: 'Chilli Momo',
    category,
    description:
      'Fried momo wok-tossed with capsicum, onion and spicy chilli sauce. Sticky, saucy, fiery.',
    price: 320,
    oldPrice: 350,
    nutrition: [540, 26, 58, 22],
    rating: 4.7,
    reviews: 327,
    stock: 50,
    popularity: 7,
    pictures: 1,
    art: { kind: 'momo', style: 'chilli' },
  },
  {
    name: 'Kothey Momo (10 pc)',
    category,
    description:
      'Half-moon momo pan-fried until the bottoms turn golden and crisp, with a side of spicy achar.',
    price: 300,
    nutrition: [500, 26, 50, 20],
    rating: 4.6,
    reviews: 204,
    stock: 45,
    popularity: 6,
    pictures: 1,
    art: { kind: 'momo', style: 'kothey' },
  },
  {
    name: 'Aloo Sadeko',
    category,
    description:
      'Boiled potatoes tossed with mustard oil, timur, green chilli, lemon and fresh coriander. The classic Nepali snack.',
    price: 180,
    nutrition: [260, 5, 38, 10],
    rating: 4.3,
    reviews: 119,
    stock: 60,
    popularity: 4,
    pictures: 1,
    art: { kind: 'momo', style: 'sadeko' },
  },
];
