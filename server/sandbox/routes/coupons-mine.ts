import type { Register } from './index';

export const registerCouponsMine: Register = (_r, _o) => {};
