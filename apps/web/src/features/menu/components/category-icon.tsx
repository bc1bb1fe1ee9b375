import {
  Beef,
  Coffee,
  Cookie,
  CupSoda,
  Drumstick,
  EggFried,
  Fish,
  Flame,
  Hamburger,
  IceCreamCone,
  LayoutGrid,
  Leaf,
  type LucideIcon,
  Milk,
  Pizza,
  Popcorn,
  Salad,
  Sandwich,
  Soup,
  UtensilsCrossed,
  Wheat,
} from 'lucide-react';

/**
 * Categories name a lucide icon; only these are bundled (importing every icon would add
 * hundreds of kilobytes). Unknown names fall back to crossed cutlery.
 */
const ICONS: Record<string, LucideIcon> = {
  beef: Beef,
  coffee: Coffee,
  cookie: Cookie,
  'cup-soda': CupSoda,
  drumstick: Drumstick,
  'egg-fried': EggFried,
  fish: Fish,
  flame: Flame,
  hamburger: Hamburger,
  burger: Hamburger,
  'ice-cream': IceCreamCone,
  'ice-cream-cone': IceCreamCone,
  leaf: Leaf,
  milk: Milk,
  pizza: Pizza,
  popcorn: Popcorn,
  salad: Salad,
  sandwich: Sandwich,
  soup: Soup,
  utensils: UtensilsCrossed,
  'utensils-crossed': UtensilsCrossed,
  wheat: Wheat,
  all: LayoutGrid,
};

/** `CupSoda`, `cup_soda` and `cup-soda` all mean the same icon. */
function iconKey(name: string): string {
  return name
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
}

export function CategoryIcon({ name, className }: { name: string | null; className?: string }) {
  const Icon = (name && ICONS[iconKey(name)]) || UtensilsCrossed;
  return <Icon className={className} aria-hidden="true" />;
}
