// wouter imports useSyncExternalStore from the shim package written for React < 18; React 19
// has it built in, so the shim's own code (the CommonJS fallback) is left out of the bundle.
export { useSyncExternalStore } from 'react';
