import type { Register } from './index';

export const registerDashboardHome: Register = (_r, _o) => {};
