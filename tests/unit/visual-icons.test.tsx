// The icon set: every icon is valid path data on the 24×24 grid, drawn hidden from screen
// readers in the text's colour; the tab bar draws one per tab of the registry.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import * as core from '../../runtime/ui/icons';
import * as menu from '../../kit/ui/menu-icons';
import { TabBar } from '../../runtime/layout/tab-bar';
import { routes } from '../../modules';

const ARGS: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 };

/** The absolute points a path visits (end points and control points), or throws on bad data. */
function points(d: string): [number, number][] {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  if (tokens.join('').length !== d.replace(/[\s,]/g, '').length) throw new Error(`stray characters in ${d}`);
  const out: [number, number][] = [];
  let x = 0;
  let y = 0;
  let sx = 0;
  let sy = 0;
  let i = 0;
  let cmd = '';
  while (i < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[i]!)) cmd = tokens[i++]!;
    else if (!cmd) throw new Error(`number before a command in ${d}`);
    const up = cmd.toUpperCase();
    if (!(up in ARGS)) throw new Error(`unknown command ${cmd}`);
    const rel = cmd !== up;
    if (up === 'Z') {
      [x, y] = [sx, sy];
      continue;
    }
    const n = tokens.slice(i, i + ARGS[up]!).map(Number);
    if (n.length < ARGS[up]! || n.some(Number.isNaN)) throw new Error(`${cmd} lacks numbers in ${d}`);
    i += ARGS[up]!;
    const at = (px: number, py: number): [number, number] => (rel ? [x + px, y + py] : [px, py]);
    if (up === 'H') x = rel ? x + n[0]! : n[0]!;
    else if (up === 'V') y = rel ? y + n[0]! : n[0]!;
    else if (up === 'A') [x, y] = at(n[5]!, n[6]!);
    else {
      for (let k = 0; k + 2 < n.length; k += 2) out.push(at(n[k]!, n[k + 1]!));
      [x, y] = at(n[n.length - 2]!, n[n.length - 1]!);
    }
    out.push([x, y]);
    if (up === 'M') {
      [sx, sy] = [x, y];
      // numbers after a moveto are linetos
      cmd = rel ? 'l' : 'L';
    }
  }
  return out;
}

const paths: [string, string][] = Object.entries({ ...core, ...menu }).flatMap(([n, v]) => (typeof v === 'string' ? [[n, v] as [string, string]] : []));

describe('icon set', () => {
  it('has the tab, menu and state icons', () => {
    const names = paths.map(([n]) => n);
    for (const want of [
      'home',
      'coin',
      'user',
      'grid',
      'back',
      'chevron',
      'empty',
      'error',
      'success',
      'offline',
      'info',
      'help',
      'doc',
      'calendar',
      'card',
      'shield',
    ]) {
      expect(names).toContain(want);
    }
  });

  it('keeps every icon on the 24×24 grid, in valid path data, each small', () => {
    for (const [name, d] of paths) {
      const pts = points(d);
      expect(pts.length, name).toBeGreaterThan(1);
      for (const [x, y] of pts) {
        expect(x, `${name} x`).toBeGreaterThanOrEqual(0);
        expect(x, `${name} x`).toBeLessThanOrEqual(24);
        expect(y, `${name} y`).toBeGreaterThanOrEqual(0);
        expect(y, `${name} y`).toBeLessThanOrEqual(24);
      }
      expect(d.length, name).toBeLessThan(200);
    }
  });

  it('finds bad path data', () => {
    expect(() => points('M3 3l4')).toThrow();
    expect(() => points('M3 3 X4 4')).toThrow();
  });

  it('draws an icon in the text colour, hidden from screen readers, one em square', () => {
    const html = renderToStaticMarkup(<core.Icon d={core.home} className="x" />);
    expect(html).toContain('viewBox="0 0 24 24"');
    expect(html).toContain('stroke="currentColor"');
    expect(html).toContain('fill="none"');
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('width="1em" height="1em"');
    expect(html).toContain(`<path d="${core.home}"`);
    expect(html).toContain('class="x"');
  });
});

describe('tab bar', () => {
  it('draws an icon and the label of every tab of the registry, the current one marked', () => {
    const html = renderToStaticMarkup(
      <Router ssrPath="/more">
        <TabBar routes={routes} path="/more" />
      </Router>,
    );
    const tabs = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(<svg[^]*?<\/svg>)([^<]+)<\/a>/g)];
    expect(tabs.map((t) => [t[1], t[3]])).toEqual([
      ['/', '首页'],
      ['/list', '出借'],
      ['/dashboard', '我的'],
      ['/more', '更多'],
    ]);
    const drawn = [core.home, core.coin, core.user, core.grid];
    tabs.forEach((t, i) => expect(t[2]).toContain(`d="${drawn[i]}"`));
    expect(html).toMatch(/<a [^>]*href="\/more"[^>]*aria-current="page"|<a [^>]*aria-current="page"[^>]*href="\/more"/);
    expect(html.match(/aria-current/g)).toHaveLength(1);
  });
});
