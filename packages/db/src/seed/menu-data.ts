import type { DishArt } from './artwork/dish.ts';

export interface CategorySeed {
  name: string;
  description: string;
  /** A lucide icon name. */
  icon: string;
  /** Meals whose drawings make up the category's cover picture. */
  cover: readonly [string, string, string];
}

export interface MealSeed {
  name: string;
  category: string;
  description: string;
  /** NRS, taxes included. */
  price: number;
  oldPrice?: number;
  /** kcal, protein g, carbs g, fat g */
  nutrition: readonly [number, number, number, number];
  rating: number;
  reviews: number;
  stock: number;
  /** Off the menu (seasonal or retired); still in the order history. */
  retired?: boolean;
  /** How often the meal is ordered, relative to the others. */
  popularity: number;
  /** Number of pictures (hero, combo, close-up). */
  pictures: 1 | 2 | 3;
  art: DishArt;
}

export const CATEGORIES: readonly CategorySeed[] = [
  {
    name: 'Burgers',
    description: 'Smashed, stacked and sauced: buff, chicken and veggie burgers in toasted buns.',
    icon: 'hamburger',
    cover: ['Himalayan Smash Burger', 'Chicken Chilli Burger', 'Sekuwa Buff Burger'],
  },
  {
    name: 'Fried Chicken',
    description: 'Crunchy, juicy, golden: buckets, wings and tenders fried fresh to order.',
    icon: 'drumstick',
    cover: [
      'Timur Fried Chicken (6 pc)',
      'Hot & Spicy Wings (8 pc)',
      'Crispy Chicken Tenders (5 pc)',
    ],
  },
  {
    name: 'Wraps & Rolls',
    description: 'Grilled flatbreads rolled around sekuwa, choila and paneer tikka.',
    icon: 'sandwich',
    cover: ['Sekuwa Chicken Wrap', 'Chicken Chilli Roll', 'Paneer Tikka Wrap'],
  },
  {
    name: 'Momo & Nepali Bites',
    description: 'Hand-folded momo, steamed, fried or in jhol, and the snacks Kathmandu loves.',
    icon: 'soup',
    cover: ['Jhol Momo (10 pc)', 'Steamed Chicken Momo (10 pc)', 'Chilli Momo'],
  },
  {
    name: 'Sides',
    description: 'Fries, rings and everything else that belongs next to a burger.',
    icon: 'popcorn',
    cover: ['Loaded Cheese Fries', 'Classic Salted Fries', 'Crispy Onion Rings'],
  },
  {
    name: 'Drinks & Shakes',
    description: 'Thick shakes, lassi and ice-cold sodas to cool the timur tingle.',
    icon: 'cup-soda',
    cover: ['Cookies & Cream Shake', 'Mango Lassi', 'Lemon Mint Soda'],
  },
  {
    name: 'Desserts',
    description: 'Juju dhau, lava cake and sundaes: save some room.',
    icon: 'ice-cream-cone',
    cover: ['Hot Fudge Sundae', 'Juju Dhau', 'Molten Chocolate Lava Cake'],
  },
];
