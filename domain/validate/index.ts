export * from './id-number';
export * from './mobile';
export * from './referral';
export * from './password';
export * from './amount';
export * from './normalize';
