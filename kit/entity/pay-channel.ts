// The payment channel (SPEC §4 "channel check"): whether the user's quick pay works now, asked
// before a card payment by the invest screens and by recharge and withdraw.
import * as z from 'zod/mini';
import { get } from '../../runtime/api/client';

/** Bare true / false (tbus payment-pool recharge reads `data is true`). */
export const channelOpen = () => get('/api/v2/payment/router/hasOpenCurrentChannel/MYSELF', { schema: z.boolean() });
