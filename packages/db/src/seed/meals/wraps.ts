import type { MealSeed } from '../menu-data.ts';

const category = 'Wraps & Rolls';

export const WRAPS: readonly MealSeed[] = [
  {
    name: 'Sekuwa Chicken Wrap',
    category,
    description:
      'Smoky chicken sekuwa, crunchy cabbage, pickled radish and mint yoghurt rolled in a grilled flatbread.',
    price: 420,
    oldPrice: 470,
    nutrition: [540, 34, 48, 22],
    rating: 4.6,
    reviews: 211,
    stock: 48,
    popularity: 7,
    pictures: 2,
    art: { kind: 'wrap', filling: '#B5651D', paper: '#D62828', sauce: '#FFF3D6' },
  },
  {
    name: 'Chicken Chilli Roll',
    category,
    description:
      'Our chilli chicken with capsicum and onions, rolled tight in a flaky egg paratha. Street-food style.',
    price: 380,
    nutrition: [490, 28, 46, 20],
    rating: 4.4,
    reviews: 132,
    stock: 40,
    popularity: 5,
    pictures: 1,
    art: { kind: 'wrap', filling: '#C0392B', paper: '#F2A93B', sauce: '#D84315' },
  },
  {
    name: 'Paneer Tikka Wrap',
    category,
    description:
      'Charred paneer tikka, onions, peppers and green chutney wrapped in a soft tortilla.',
    price: 360,
    nutrition: [470, 20, 44, 22],
    rating: 4.2,
    reviews: 88,
    stock: 33,
    popularity: 3,
    pictures: 1,
    art: { kind: 'wrap', filling: '#E07B32', paper: '#43A047', sauce: '#7CB342' },
  },
  {
    name: 'Buff Choila Wrap',
    category,
    description:
      'Newari-style choila (grilled buff with mustard oil, fenugreek and chilli) wrapped with crunchy beaten rice and fresh greens.',
    price: 440,
    nutrition: [520, 32, 42, 24],
    rating: 4.5,
    reviews: 97,
    stock: 0,
    popularity: 4,
    pictures: 1,
    art: { kind: 'wrap', filling: '#7A2E0E', paper: '#6D4C41', sauce: '#E5642B' },
  },
];
