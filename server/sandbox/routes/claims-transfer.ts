import type { Register } from './index';

export const registerClaimsTransfer: Register = (_r, _o) => {};
