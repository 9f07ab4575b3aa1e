import type { Register } from './index';

export const registerWechat: Register = () => {};
