export * from './money';
export * from './dates';
export * from './mask';
export * from './rate';
