import type { Register } from './index';

export const registerContentExtra: Register = () => {};
