import type { Register } from './index';

export const registerPortfolio: Register = (_r, _o) => {};
