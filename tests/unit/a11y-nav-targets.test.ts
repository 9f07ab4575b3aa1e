// The static half of "no dead ends": which literals the scanner reads as places, and how.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PARAM, scanNavTargets } from '../a11y/nav-targets';

function scan(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'nav-'));
  for (const [name, src] of Object.entries(files)) {
    mkdirSync(join(root, 'modules', name, '..'), { recursive: true });
    writeFileSync(join(root, 'modules', name), src);
  }
  return scanNavTargets(root, ['modules']).map((t) => t.path);
}

describe('nav targets', () => {
  it('reads links, navigate() calls and menu tables, up to the query', () => {
    const paths = scan({
      'a/page.tsx': `
        // a comment is not read: '/not/a/link', and its apostrophe (don't) unbalances nothing
        export const P = () => <Link href="/dashboard/coupon?tab=used">红包</Link>;
        const go = () => navigate('/more', { replace: true });
        const MENU = [{ href: '/dashboard/risk#top', label: '测评' }];`,
    });
    expect(paths).toEqual(['/dashboard/coupon', '/more', '/dashboard/risk']);
  });

  it('a whole-segment placeholder is a parameter; a glued one ends the path', () => {
    const paths = scan({ 'a/p.tsx': 'const a = `/loan/${id}/invest`; const b = `/prebind${q}`; const c = `/list?tab=${t}`;' });
    expect(paths).toEqual([`/loan/${PARAM}/invest`, '/prebind', '/list']);
  });

  it('expands same-file constants and conditional literals', () => {
    const paths = scan({
      'a/p.tsx':
        "const BASE = '/dashboard/member';\nconst a = `${BASE}/memberCenter`;\nconst b = `/dashboard/payment/${has ? 'password' : 'bind-card'}?next=x`;",
    });
    // the prefix constant itself is not a place; its uses are
    expect(paths).toEqual(['/dashboard/member/memberCenter', '/dashboard/payment/password', '/dashboard/payment/bind-card']);
  });

  it('leaves out server paths, imports, route tables and what cannot be read', () => {
    const paths = scan({
      'a/p.ts':
        "import x from '/abs/module';\nconst u = '/api/v2/user/MYSELF';\nconst s = '/sandbox-assets/a.svg';\nconst n = `/${it.total}`;\nconst w = `${base}/x`;\nconst d = 'a/b';",
      'a/routes.ts': "export const routes = [{ path: '/nowhere' }];",
    });
    expect(paths).toEqual([]);
  });
});
