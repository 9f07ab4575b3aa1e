// Navigation scrolls to the top; going back restores where the reader was.
const positions = new Map<string, number>();
let popped = false;
let current = '';

export function initScroll() {
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  addEventListener('popstate', () => (popped = true));
  addEventListener('scroll', () => current && positions.set(current, scrollY), { passive: true });
}

export function onScreen(key: string) {
  current = key;
  scrollTo(0, popped ? (positions.get(key) ?? 0) : 0);
  popped = false;
}
