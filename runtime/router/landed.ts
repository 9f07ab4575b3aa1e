// The landing screen is up (its content rendered, runtime/router/use-screen-entered.ts): work
// that must not compete with the landing's own files and data waits for this.
let mark: () => void;
export const landed = new Promise<void>((r) => (mark = r));
export const markLanded = () => mark();
