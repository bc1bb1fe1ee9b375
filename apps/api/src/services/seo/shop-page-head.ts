import type { DbOrTx } from '@shop/db';
import { HOME_PAGE, MENU_PAGE, mealPageHead, type SitePage, sitePage } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { getMeal } from '../menu/get-meal.ts';
import type { PageHead } from './page-head.ts';
import { menuItemData, restaurantData } from './structured-data.ts';

/** The menu's address under its other name, and a meal's under either. */
const MEAL_PATH = /^\/(?:meals|menu)\/(\d{1,9})\/?$/;
const MENU_ALIAS = /^\/menu\/?$/;

export interface ShopPageHead {
  head: PageHead;
  /** 404 for a meal that is not on the menu: the page still opens, saying so. */
  status: 200 | 404;
}

function headOf(origin: string, page: SitePage, path = page.path): PageHead {
  return {
    title: page.title,
    description: page.description,
    canonicalUrl: `${origin}${path}`,
    imageUrl: `${origin}/social-card.jpg`,
    imageAlt: 'Burger House: burgers and fried chicken, Kathmandu',
    type: 'website',
    structuredData: [restaurantData(origin)],
  };
}

async function mealHead(db: DbOrTx, origin: string, id: number): Promise<ShopPageHead> {
  try {
    const meal = await getMeal(db, id);
    const { title, description } = mealPageHead(meal);
    const canonicalUrl = `${origin}/meals/${meal.id}`;
    return {
      status: 200,
      head: {
        title,
        description,
        canonicalUrl,
        imageUrl: meal.image ? `${origin}${meal.image}` : `${origin}/social-card.jpg`,
        imageAlt: meal.name,
        type: 'product',
        structuredData: [restaurantData(origin), menuItemData(origin, meal)],
      },
    };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
    return { status: 404, head: headOf(origin, MENU_PAGE) };
  }
}

/**
 * The head of a page of the shop, by its path: a meal's own, a listed page's (site-pages.ts),
 * or, for any other address the web app opens (a signed-in page, an order), the shop's own
 * with that address as its canonical one.
 */
export async function shopPageHead(
  db: DbOrTx,
  origin: string,
  path: string,
): Promise<ShopPageHead> {
  const meal = MEAL_PATH.exec(path);
  if (meal) return mealHead(db, origin, Number(meal[1]));
  if (MENU_ALIAS.test(path)) return { status: 200, head: headOf(origin, MENU_PAGE) };
  const page = sitePage(path);
  if (page) return { status: 200, head: headOf(origin, page) };
  return { status: 200, head: { ...headOf(origin, HOME_PAGE), canonicalUrl: `${origin}${path}` } };
}
