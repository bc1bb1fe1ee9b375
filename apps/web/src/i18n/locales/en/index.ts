import { cart } from './cart.ts';
import { common } from './common.ts';
import { contact } from './contact.ts';
import { errors } from './errors.ts';
import { events } from './events.ts';
import { feedback } from './feedback.ts';
import { gallery } from './gallery.ts';
import { home } from './home.ts';
import { info } from './info.ts';
import { layout } from './layout.ts';
import { menu } from './menu.ts';
import { newsletter } from './newsletter.ts';
import { policies } from './policies.ts';
import { promotions } from './promotions.ts';
import { validation } from './validation.ts';
import { wishlist } from './wishlist.ts';

/** The English catalog: one namespace per area (see i18n/README.md). */
export const en = {
  common,
  errors,
  layout,
  validation,
  home,
  gallery,
  menu,
  contact,
  feedback,
  cart,
  wishlist,
  info,
  policies,
  events,
  promotions,
  newsletter,
} as const;
