// The send-code button shows once the form is far enough along: it loads on demand
// (preloaded as the user types), keeping it out of the first paint.
import { lazy } from 'react';

const load = () => import('../../../kit/ui/captcha-button');
export const preloadCaptcha = () => void load();
export const LazyCaptchaButton = lazy(() => load().then((m) => ({ default: m.CaptchaButton })));
