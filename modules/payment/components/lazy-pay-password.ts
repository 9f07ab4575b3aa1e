// The payment-password sheet opens only after the form is filled: it loads on demand
// (preloaded when the amount gets focus), keeping it out of the first paint.
import { lazy } from 'react';

const load = () => import('../../../kit/ui/pay-password');
export const preloadPayPassword = () => void load();
export const LazyPayPassword = lazy(() => load().then((m) => ({ default: m.PayPasswordPopup })));
