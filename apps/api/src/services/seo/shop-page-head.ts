import type { DbOrTx } from '@shop/db';
import { HOME_PAGE, MENU_PAGE, mealPageHead, type SitePage, sitePage } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { getMeal } from '../menu/get-meal.ts';
import type { PageHead } from './page-head.ts';
import { menuItemData, restaurantData } from './structured-data.ts';

/** The menu's address under its other name, and a meal's under either. */
const MEAL_PATH = /^\/(?:meals|menu)\/(\d{1,9})\/?$/;
const MENU_ALIAS = /^\/menu\/?$/;
/** The one key of every page that is not listed: a signed-in page, an order, a reset link. */
const UNLISTED = 'unlisted';

/** Whether a page key (pageKeyOf) names a page of its own, rather than the unlisted ones. */
export const isListedPage = (key: string) => key !== UNLISTED;

export interface ShopPageHead {
  head: PageHead;
  /** 404 for a meal that is not on the menu: the page still opens, saying so. */
  status: 200 | 404;
}

/**
 * Which head a path gets, as the page cache's key: a meal's own (`/meals/12`, under either of
 * the menu's names), a listed page's, or the one head of all other pages. Paths a visitor makes
 * up therefore cannot fill the cache, and no path (a reset link's token) ends up in a page.
 */
export function pageKeyOf(path: string): string {
  const meal = MEAL_PATH.exec(path);
  if (meal) return `/meals/${Number(meal[1])}`;
  if (MENU_ALIAS.test(path)) return MENU_PAGE.path;
  return sitePage(path)?.path ?? UNLISTED;
}

function headOf(origin: string, page: SitePage): PageHead {
  return {
    title: page.title,
    description: page.description,
    url: `${origin}${page.path}`,
    imageUrl: `${origin}/social-card.jpg`,
    imageAlt: 'Burger House: burgers and fried chicken, Kathmandu',
    type: 'website',
    indexable: true,
    structuredData: [restaurantData(origin)],
  };
}

async function mealHead(db: DbOrTx, origin: string, id: number): Promise<ShopPageHead> {
  try {
    const meal = await getMeal(db, id);
    const { title, description } = mealPageHead(meal);
    return {
      status: 200,
      head: {
        title,
        description,
        url: `${origin}/meals/${meal.id}`,
        imageUrl: meal.image ? `${origin}${meal.image}` : `${origin}/social-card.jpg`,
        imageAlt: meal.name,
        type: 'product',
        indexable: true,
        structuredData: [restaurantData(origin), menuItemData(origin, meal)],
      },
    };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
    return { status: 404, head: headOf(origin, MENU_PAGE) };
  }
}

/**
 * The head of the page of a key (pageKeyOf): a meal's, a listed page's (site-pages.ts), or for
 * any other page the shop's own, kept out of search results and without an address of its own.
 */
export async function shopPageHead(db: DbOrTx, origin: string, key: string): Promise<ShopPageHead> {
  const meal = /^\/meals\/(\d+)$/.exec(key);
  if (meal) return mealHead(db, origin, Number(meal[1]));
  const page = sitePage(key);
  if (page) return { status: 200, head: headOf(origin, page) };
  return {
    status: 200,
    head: { ...headOf(origin, HOME_PAGE), indexable: false },
  };
}
