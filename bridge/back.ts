// The hardware back button (Android) and the app's own back control: the app forwards them
// as the `back` event; the H5 closes its open dialog, or goes back in its own history, or —
// on the first screen of the visit — asks the app to close the page.
import { closeDialog, ui } from '../runtime/ui/ui-store';

const KEY = 'h5-depth';

function read() {
  try {
    return Number(sessionStorage.getItem(KEY)) || 0;
  } catch {
    return 0;
  }
}

let depth = 0;

function save(n: number) {
  depth = Math.max(0, n);
  try {
    sessionStorage.setItem(KEY, String(depth));
  } catch {
    /* storage disabled: the in-memory count still works for this page load */
  }
}

/** Counts the screens pushed in this visit (kept across reloads in sessionStorage). */
export function trackDepth() {
  depth = read();
  addEventListener('pushState', () => save(depth + 1));
  // in a WebView without a forward control a popstate is a step back
  addEventListener('popstate', () => save(depth - 1));
}

export function onBack(close: () => void) {
  const top = ui.dialogs[0];
  if (top) return closeDialog(top.id, false);
  if (depth > 0) return history.back();
  close();
}
