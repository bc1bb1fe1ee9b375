import type { MealSeed } from '../menu-data.ts';

const category = 'Desserts';

export const DESSERTS: readonly MealSeed[] = [
  {
    name: 'Juju Dhau',
    category,
    description:
      'Bhaktapur’s famous “king of curds”: rich, creamy, gently sweet yoghurt set in a traditional clay bowl.',
    price: 220,
    nutrition: [280, 9, 36, 11],
    rating: 4.8,
    reviews: 196,
    stock: 4,
    popularity: 4,
    pictures: 1,
    art: { kind: 'dessert', style: 'juju-dhau' },
  },
  {
    name: 'Molten Chocolate Lava Cake',
    category,
    description:
      'A warm chocolate cake with a gooey molten heart, served with vanilla ice cream and fresh berries.',
    price: 380,
    oldPrice: 420,
    nutrition: [480, 7, 52, 27],
    rating: 4.7,
    reviews: 167,
    stock: 24,
    popularity: 4,
    pictures: 1,
    art: { kind: 'dessert', style: 'lava-cake' },
  },
  {
    name: 'Hot Fudge Sundae',
    category,
    description:
      'Three scoops of strawberry, chocolate and vanilla under hot fudge, a wafer and a cherry on top.',
    price: 320,
    nutrition: [430, 7, 56, 20],
    rating: 4.5,
    reviews: 143,
    stock: 36,
    popularity: 4,
    pictures: 1,
    art: { kind: 'dessert', style: 'sundae' },
  },
  {
    name: 'Lalmohan with Ice Cream',
    category,
    description:
      'Warm milk dumplings soaked in cardamom syrup, with a scoop of vanilla ice cream and pistachio.',
    price: 250,
    nutrition: [390, 6, 58, 15],
    rating: 4.4,
    reviews: 87,
    stock: 0,
    popularity: 3,
    pictures: 1,
    art: { kind: 'dessert', style: 'lalmohan' },
  },
];
