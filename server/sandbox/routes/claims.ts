import type { Register } from './index';

export const registerClaims: Register = () => {};
