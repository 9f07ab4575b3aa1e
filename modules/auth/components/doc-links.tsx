// 《注册服务协议》《隐私政策》 on the login and register screens. Each opens its text in a sheet
// over the form (the sheet's chunk comes on the first tap); the privacy policy is a real link
// to /privacy as well, for whoever opens it apart. `links` go where the sentence is, `sheet`
// outside any <label> (a tap inside the sheet must not tick the register checkbox).
import { lazy, Suspense, useState } from 'react';
import type { Doc } from './agreement';

// nothing made at module level: the build copies this small file into the login and the
// register chunks (scripts/build/copies.ts) instead of a request of its own
const load = () => import('./agreement');

export function useDocLinks(onAgree?: () => void) {
  const [open, setOpen] = useState<Doc | null>(null);
  const [Agreement] = useState(() => lazy(load));
  // the two stay together when the sentence wraps
  const links = (
    <span className="auth-docs">
      <button type="button" className="ui-link" onClick={() => setOpen('register')}>
        《注册服务协议》
      </button>
      <a href="/privacy" className="ui-link" onClick={(e) => (e.preventDefault(), setOpen('privacy'))}>
        《隐私政策》
      </a>
    </span>
  );
  const sheet = open && (
    <Suspense fallback={null}>
      <Agreement doc={open} onClose={() => setOpen(null)} onAgree={() => (setOpen(null), onAgree?.())} />
    </Suspense>
  );
  return { links, sheet };
}
