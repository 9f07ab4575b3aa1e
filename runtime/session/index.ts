export * from './store';
export * from './load';
export { AUTH_FLAG } from './cookies';
