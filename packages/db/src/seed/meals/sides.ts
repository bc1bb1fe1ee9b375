import type { MealSeed } from '../menu-data.ts';

const category = 'Sides';

export const SIDES: readonly MealSeed[] = [
  {
    name: 'Classic Salted Fries',
    category,
    description:
      'Golden, crispy fries with a fluffy inside, salted the moment they leave the fryer.',
    price: 220,
    nutrition: [380, 5, 48, 18],
    rating: 4.4,
    reviews: 301,
    stock: 80,
    popularity: 9,
    pictures: 1,
    art: { kind: 'sides', style: 'fries' },
  },
  {
    name: 'Masala Fries',
    category,
    description:
      'Our fries shaken with chilli, chaat masala and timur salt, topped with fresh coriander.',
    price: 260,
    oldPrice: 290,
    nutrition: [410, 5, 50, 20],
    rating: 4.6,
    reviews: 254,
    stock: 70,
    popularity: 7,
    pictures: 1,
    art: { kind: 'sides', style: 'masala-fries' },
  },
  {
    name: 'Loaded Cheese Fries',
    category,
    description:
      'Fries smothered in warm cheddar sauce with jalapeños and a dusting of chilli. Fork recommended.',
    price: 380,
    nutrition: [620, 14, 56, 38],
    rating: 4.5,
    reviews: 176,
    stock: 5,
    popularity: 5,
    pictures: 1,
    art: { kind: 'sides', style: 'cheese-fries' },
  },
  {
    name: 'Crispy Onion Rings',
    category,
    description: 'Thick-cut onion rings in a light, crunchy batter with a spicy tomato dip.',
    price: 280,
    nutrition: [420, 6, 46, 22],
    rating: 4.2,
    reviews: 121,
    stock: 50,
    popularity: 4,
    pictures: 1,
    art: { kind: 'sides', style: 'onion-rings' },
  },
];
