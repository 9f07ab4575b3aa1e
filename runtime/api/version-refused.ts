// What the page does when the web layer refuses its version (HTTP 426, server/h5-version.ts):
// it says so and offers a reload, which brings the current release (the shell is never cached).
// Where a reload cannot (an app's offline package still holding this version), the same version
// refused again after that reload is only said: a reload loop would lock the investor out.
// Its own chunk (client.ts loads it on the first 426): the entry carries none of this.
import { alert, confirm } from '../ui/ui-store';
import { VERSION_REFUSED } from './h5-version';
import { MESSAGES } from './messages';

/** sessionStorage: the version a reload was offered and done for, in this tab */
export const RELOADED_KEY = 'h5_version_reloaded';

const TEXT = MESSAGES[VERSION_REFUSED]!;
let open = false;
let said = false;

function reloadedFor(version: string): boolean {
  try {
    return sessionStorage.getItem(RELOADED_KEY) === version;
  } catch {
    return false; // storage refused (private mode): a reload is still only ever a tap away
  }
}

function reloadFor(version: string) {
  try {
    sessionStorage.setItem(RELOADED_KEY, version);
  } catch {
    // not remembered: the next refusal offers the reload again, on a tap, never by itself
  }
  location.reload();
}

/** One dialog for the calls a screen makes together; after the reload, said once per page. */
export function versionRefused(version: string): void {
  if (open || said) return;
  open = true;
  if (reloadedFor(version)) {
    said = true;
    void alert(TEXT).then(() => (open = false));
    return;
  }
  void confirm(TEXT, { okText: '刷新' }).then((ok) => {
    open = false;
    if (ok) reloadFor(version);
  });
}
