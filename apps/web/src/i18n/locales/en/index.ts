import { cart } from './cart.ts';
import { common } from './common.ts';
import { contact } from './contact.ts';
import { errors } from './errors.ts';
import { events } from './events.ts';
import { feedback } from './feedback.ts';
import { gallery } from './gallery.ts';
import { home } from './home.ts';
import { layout } from './layout.ts';
import { menu } from './menu.ts';
import { newsletter } from './newsletter.ts';
import { orders } from './orders.ts';
import { payments } from './payments.ts';
import { promotions } from './promotions.ts';
import { validation } from './validation.ts';
import { wishlist } from './wishlist.ts';

/** The English catalog: one namespace per area; long page texts are in page-namespaces.ts. */
export const en = {
  common,
  errors,
  layout,
  validation,
  menu,
  contact,
  feedback,
  gallery,
  home,
  newsletter,
  cart,
  wishlist,
  events,
  promotions,
  orders,
  payments,
} as const;
