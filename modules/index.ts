// The registry: every module's routes, first match wins. Feature modules are added here.
import type { RouteEntry } from '../runtime/router/types';
import { routes as home } from './home/routes';
import { routes as auth } from './auth/routes';
import { routes as account } from './account/routes';
import { routes as profile } from './profile/routes';
import { routes as portfolio } from './portfolio/routes';
import { routes as claims } from './claims/routes';
import { routes as coupons } from './coupons/routes';
import { routes as content } from './content/routes';
import { routes as invest } from './invest/routes';
import { routes as products } from './products/routes';
import { routes as payment } from './payment/routes';
import { routes as member } from './member/routes';
import { routes as games } from './games/routes';

export const routes: readonly RouteEntry[] = [
  ...home,
  ...auth,
  ...account,
  ...profile,
  ...portfolio,
  ...claims,
  ...coupons,
  ...content,
  ...invest,
  ...products,
  ...payment,
  ...member,
  ...games,
];
