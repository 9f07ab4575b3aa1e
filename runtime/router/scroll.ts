// Navigation scrolls to the top; going back restores where the reader was.
const positions = new Map<string, number>();
let popped = false;
let current = '';

export function initScroll() {
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  addEventListener('popstate', () => (popped = true));
  addEventListener('scroll', () => current && positions.set(current, scrollY), { passive: true });
}

/**
 * Called in the commit that leaves a screen: from here the page shrinks to a loading state
 * and the browser clamps the scroll, which must not overwrite the position being kept.
 */
export function leaveScreen() {
  current = '';
}

export function onScreen(key: string) {
  current = key;
  scrollTo(0, popped ? (positions.get(key) ?? 0) : 0);
  popped = false;
}
