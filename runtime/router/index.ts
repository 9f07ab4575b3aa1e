export * from './types';
export * from './safe-path';
export { matchRoute } from './match';
export { preload } from './work';
