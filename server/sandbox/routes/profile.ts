import type { Register } from './index';

export const registerProfile: Register = (_r, _o) => {};
