// Where this visit runs is decided by the runtime (it hides the header and the tab bar); the
// bridge reads the same answer.
export * from '../runtime/env';
