import type { Register } from './index';

export const registerGames: Register = (_r, _o) => {};
