import type { Register } from './index';

export const registerMember: Register = (_r, _o) => {};
