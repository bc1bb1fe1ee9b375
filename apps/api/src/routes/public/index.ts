import { routeScope } from '../scopes.ts';
import { publicAccountRoutes } from './accounts/index.ts';
import { publicAdminAuthRoutes } from './admin-auth/index.ts';
import { contactRoutes } from './contact/index.ts';
import { deliveryAreaRoutes } from './delivery/index.ts';
import { docsRoutes } from './docs.ts';
import { eventRoutes } from './events/index.ts';
import { feedbackRoutes } from './feedback/index.ts';
import { galleryRoutes } from './gallery/index.ts';
import { healthRoutes } from './health.ts';
import { menuRoutes } from './menu/index.ts';
import { newsletterRoutes } from './newsletter/index.ts';
import { orderingRoutes } from './ordering/index.ts';
import { paymentRoutes } from './payments/index.ts';
import { seoRoutes } from './seo/index.ts';

/** Reads of the shop, and what visitors send (contact, feedback, newsletter); no session. */
export const publicScope = routeScope({
  name: 'public',
  areas: [
    healthRoutes,
    docsRoutes,
    menuRoutes,
    galleryRoutes,
    eventRoutes,
    contactRoutes,
    feedbackRoutes,
    newsletterRoutes,
    publicAccountRoutes,
    publicAdminAuthRoutes,
    seoRoutes,
    orderingRoutes,
    deliveryAreaRoutes,
    paymentRoutes,
  ],
});
