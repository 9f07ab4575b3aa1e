import type { Register } from './index';

export const registerPayment: Register = () => {};
