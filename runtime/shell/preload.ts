// The shell's inline script (scripts/build/shell.ts compiles this file into a minified IIFE and
// hashes it for the CSP). It runs in <head> after the runtime's preloads (its stylesheet and
// largest file start first; a module script waits for every stylesheet, so the base one must
// not queue behind the screen's files) and before any stylesheet link: a parser-inserted
// script waits for every stylesheet above it, which held all of a screen's files back by one
// round trip.
//
// First it applies 长辈模式 (kit/ui/elder.ts): asked for by the app with ?elder=1 (or 0,
// both remembered) or remembered on the device, so the first paint is already in it and the
// runtime carries none of this. Then it matches the landing path against the map's patterns,
// compiled by the build with the router's compiler and run by the router's own runner
// (runtime/router/match.ts), and asks for that screen's files now (page, loader and their
// shared chunks; stylesheets as preloads, which runtime/router/route-map.ts applies after the
// base stylesheet so the cascade keeps its order), so they download in parallel with the
// entry instead of after it. A login-only screen opened without the session hint will show
// the login screen: that is what is preloaded; the reverse for guest screens. Last, the GETs
// the screen's loader asks first and, on the session hint, the session's: started now, handed
// over to the runtime's navigation cache (router/cache.ts), where the api client adopts them.
//
// Everything imported here is bundled into every shell: only small modules without imports
// of their own beyond these (tests/unit/shell-preload.test.ts keeps the script's size): no
// pattern compiler, and of session/cookies only the hint cookie's and the owed logout's names, not its helpers.
import { earlyCalls, matchCompiled } from '../router/match';
import { ACCESS, routeMap } from '../router/route-map';
import { earlyGet, handOver, type Raw } from '../router/cache';
import { AUTH_FLAG, OWED_KEY } from '../session/cookies';
import { rememberedUser } from '../session/early';
import { ELDER_KEY } from '../ui/elder-key';

const d = document;
const { pathname, search } = location;

const q = /[?&]elder=([01])(?:&|$)/.exec(search);
try {
  const on = q ? q[1] === '1' : localStorage.getItem(ELDER_KEY) === '1';
  // applied before it is remembered: storage refused (private mode) still shows what was asked
  if (on) d.documentElement.classList.add('elder');
  if (q) localStorage[on ? 'setItem' : 'removeItem'](ELDER_KEY, '1');
} catch {
  // storage refused (private mode): the mode was applied, only not remembered
}

try {
  const map = routeMap();
  const hint = `; ${d.cookie};`.includes(`; ${AUTH_FLAG}=1;`);
  let urls: string[] = [];
  let session = map.s;
  for (const [pattern, access, targets, early, userOnly] of map.r) {
    const params = matchCompiled(pattern, pathname);
    if (!params) continue;
    // the guard will show another screen: with the hint a guest screen sends to the dashboard,
    // without it a login-only one to the login; that row's files (none when it is not in this
    // map) and no early calls
    const away = access === (hint ? ACCESS.guest : ACCESS.user);
    const seen: Record<number, 1> = {};
    // a public route's own shell lists its files as links already (map.o)
    for (const n of away ? (map.r[hint ? map.d : map.l] || [])[2] || [] : map.o ? [] : targets) {
      for (const i of map.t[n]!) {
        if (seen[i]) continue;
        seen[i] = 1;
        const f = map.f[i]!;
        const l = d.createElement('link');
        const css = /\.css$/.test(f);
        l.rel = css ? 'preload' : 'modulepreload';
        if (css) l.as = 'style';
        l.href = f;
        d.head.append(l);
      }
    }
    if (!away) urls = earlyCalls(early, params, search, map.p);
    // a screen showing only who is logged in: the session's other calls wait for its content
    if (userOnly && session) session = [session[0]!];
    break;
  }
  if (hint) urls.push(...earlyCalls(session, { uid: rememberedUser() }, '', map.p));
  // an owed logout is the open's first call (runtime/session/owed.ts): the runtime asks the rest after it
  if (localStorage.getItem(OWED_KEY)) urls = [];
  const calls: Record<string, Promise<Raw>> = {};
  for (const u of urls) calls[u] = earlyGet(u);
  handOver(pathname + search, calls);
} catch {
  // an unreadable map: the runtime starts the screen's work itself, one round trip later
}
