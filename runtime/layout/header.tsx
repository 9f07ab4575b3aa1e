import { useLocation } from 'wouter';
import { Icon, back as arrow } from '../ui/icons';

// How many in-app screens lie behind this one, kept in history.state so a reload keeps it.
// history.length cannot tell: a shared link opened in a new tab already has a length of 2.
// wouter announces its pushState/replaceState as window events of those names.
const KEY = 'h5Depth';
// -1: an entry without a count (the landing one before its first stamp, or a fragment link's)
const stampOf = (s: unknown): number => (s as Record<string, number> | null)?.[KEY] ?? -1;
let depth = Math.max(0, stampOf(history.state));

// Writes the depth into the current entry (its own replaceState event finds it already there).
function stamp(d: number) {
  depth = d;
  if (stampOf(history.state) !== d) history.replaceState({ ...(history.state as object), [KEY]: d }, '');
}
stamp(depth);
addEventListener('pushState', () => stamp(depth + 1));
addEventListener('replaceState', () => stamp(depth));
addEventListener('popstate', () => {
  const d = stampOf(history.state);
  d < 0 ? stamp(depth + 1) : (depth = d);
});

/** In-app screens behind the current one (0 on the page a visit landed on). */
export const inAppDepth = () => depth;

/** `home`: a tab-bar screen, the top of its stack, so no back button. */
export function Header({ title, home }: { title: string; home: boolean }) {
  const [, navigate] = useLocation();
  // the first screen of a visit (a shared link): back goes home, not off the site
  const back = () => (depth > 0 ? history.back() : navigate('/'));
  return (
    <header className="app-header">
      {!home && (
        <button type="button" className="app-back" aria-label="返回" onClick={back}>
          <Icon d={arrow} />
        </button>
      )}
      <h1>{title}</h1>
    </header>
  );
}
