import type { GalleryCategory } from '@shop/shared';
import type { DishArt } from './artwork/dish.ts';

/** What a gallery picture shows: a scene, or dishes from the menu. */
export type GalleryShot = { scene: SceneName; variant: number } | { dishes: readonly DishArt[] };

export interface GallerySeed {
  title: string;
  description: string;
  category: GalleryCategory;
  tags: readonly string[];
  shots: readonly [GalleryShot, GalleryShot, GalleryShot];
  daysAgo: number;
}

const SMASH: DishArt = {
  kind: 'burger',
  bun: 'sesame',
  patties: ['buff', 'buff'],
  cheese: true,
  toppings: ['lettuce', 'onion'],
  sauce: '#F4A261',
};
const CHILLI_BURGER: DishArt = {
  kind: 'burger',
  bun: 'brioche',
  patties: ['chicken'],
  toppings: ['lettuce', 'onion', 'jalapeno'],
  sauce: '#C62828',
};
const BUCKET: DishArt = { kind: 'chicken', style: 'bucket', coating: 'spicy' };
const WINGS: DishArt = { kind: 'chicken', style: 'wings', coating: 'honey' };
const FRIES: DishArt = { kind: 'sides', style: 'masala-fries' };
const SHAKE: DishArt = { kind: 'drink', style: 'shake', colour: '#F48FB1', garnish: '#D32F2F' };

type SceneName = 'interior' | 'landscape' | 'night' | 'team';

function scenes(scene: SceneName): GallerySeed['shots'] {
  return [
    { scene, variant: 0 },
    { scene, variant: 1 },
    { scene, variant: 2 },
  ];
}

export const GALLERIES: readonly GallerySeed[] = [
  {
    title: 'Friday Night at Thamel',
    description: 'Live music, string lights and a street full of friends at our Thamel pop-up.',
    category: 'events',
    tags: ['thamel', 'live music', 'friday'],
    shots: scenes('night'),
    daysAgo: 20,
  },
  {
    title: 'Burgers & Buckets',
    description: 'Our signature smash burgers and timur fried chicken, fresh off the line.',
    category: 'food',
    tags: ['burgers', 'fried chicken', 'signature'],
    shots: [
      { dishes: [SMASH, CHILLI_BURGER, BUCKET] },
      { dishes: [BUCKET, WINGS, FRIES] },
      { dishes: [SMASH, FRIES, SHAKE] },
    ],
    daysAgo: 60,
  },
  {
    title: 'Momo Mania',
    description: 'Steamed, kothey, chilli and jhol: the dumplings Kathmandu cannot live without.',
    category: 'food',
    tags: ['momo', 'nepali', 'street food'],
    shots: [
      {
        dishes: [
          { kind: 'momo', style: 'jhol' },
          { kind: 'momo', style: 'steamed' },
          { kind: 'momo', style: 'chilli' },
        ],
      },
      { dishes: [{ kind: 'momo', style: 'kothey' }] },
      {
        dishes: [
          { kind: 'momo', style: 'steamed' },
          { kind: 'momo', style: 'sadeko' },
          { kind: 'drink', style: 'lassi', colour: '#FFB300', garnish: '#7CB342' },
        ],
      },
    ],
    daysAgo: 45,
  },
  {
    title: 'Our Jhamsikhel Dining Room',
    description: 'Warm lights, mountain views and the best seats in Lalitpur for a burger night.',
    category: 'restaurant',
    tags: ['interior', 'dine-in', 'lalitpur'],
    shots: scenes('interior'),
    daysAgo: 120,
  },
  {
    title: 'Meet the Kitchen Crew',
    description: 'The chefs who fold a thousand momo and smash every patty by hand.',
    category: 'team',
    tags: ['chefs', 'kitchen', 'team'],
    shots: scenes('team'),
    daysAgo: 90,
  },
  {
    title: 'Himalayan Deliveries',
    description:
      'From Kathmandu to Pokhara: hot food, prayer flags and mountain views on every ride.',
    category: 'other',
    tags: ['delivery', 'himalaya', 'pokhara'],
    shots: scenes('landscape'),
    daysAgo: 150,
  },
];
