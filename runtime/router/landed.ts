// The landing screen is up (its content rendered, runtime/router/use-route.ts): work
// that must not compete with the landing's own files and data waits for this.
let mark: () => void;
export const landed = new Promise<void>((r) => (mark = r));
export const markLanded = () => mark();

/** The next frame after the landing's commit has painted; a hidden page (no frames) goes on after 100 ms. */
const painted = () =>
  landed.then(
    () =>
      new Promise<void>((done) => {
        const t = setTimeout(done, 100);
        requestAnimationFrame(() => setTimeout(() => (clearTimeout(t), done())));
      }),
  );

/**
 * Work the first content does not need (side calls, the bridge's core without an app, field
 * data): started once the landing screen has painted, so over HTTP/1.1's six connections it
 * never takes one from the screen's own files and data. After the landing it starts at once.
 */
export const afterContent = <T>(go: () => T | Promise<T>): Promise<T> => painted().then(go);
