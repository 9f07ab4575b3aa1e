// What the targets check measures on the screen as it stands (runs in the page).
import type { Page } from 'playwright-core';

export interface ScreenIssues {
  path: string;
  problems: string[];
}

/** Things a finger aims at: buttons, tabs, switches, the tab bar, menu rows, button-like links. */
const TAPPABLE = 'button, [role=tab], [role=switch], [role=menuitem], .app-tabs a, .ui-cell, a.ui-btn, [role=button]';
/** Text that must keep its line height in 长辈模式 */
const TEXT = 'p, li, a, label, button, dd, dt, td, th, h1, h2, h3, h4';

export async function measureScreen(page: Page, o: { min: number; lineHeight: number }): Promise<ScreenIssues> {
  const problems = await page.evaluate(
    ({ TAPPABLE, TEXT, min, lineHeight }) => {
      const out: string[] = [];
      const W = innerWidth;
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        if (el.closest('[aria-hidden="true"], [inert], [hidden]')) return false;
        const s = getComputedStyle(el);
        return s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) > 0;
      };
      const name = (el: Element) => {
        const text = (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 16);
        const cls = typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\s+/).join('.') : '';
        return `${el.tagName.toLowerCase()}${cls}「${text}」`;
      };
      // sideways scroll of the page (a scroller of its own, such as a tab strip, may be wider)
      const sw = document.scrollingElement!.scrollWidth;
      if (sw > W + 1) {
        const wide = [...document.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().right > W + 1 && visible(el))
          .filter((el) => {
            for (let p = el.parentElement; p; p = p.parentElement) {
              const ox = getComputedStyle(p).overflowX;
              if (ox === 'auto' || ox === 'scroll' || ox === 'hidden' || ox === 'clip') return false;
            }
            return true;
          });
        out.push(`page is ${sw} px wide: ${wide.slice(-3).map(name).join(', ')}`);
      }
      const small = new Set<string>();
      for (const el of document.querySelectorAll(TAPPABLE)) {
        if (!visible(el)) continue;
        const r = el.getBoundingClientRect();
        if (r.height < min - 0.5 || r.width < min - 0.5) small.add(`${name(el)} ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
      if (small.size) out.push(`under ${min} px: ${[...small].slice(0, 6).join(', ')}${small.size > 6 ? ` (+${small.size - 6})` : ''}`);
      if (lineHeight) {
        const tight = new Set<string>();
        for (const el of document.querySelectorAll(TEXT)) {
          if (!visible(el) || !el.textContent?.trim()) continue;
          const s = getComputedStyle(el);
          const lh = parseFloat(s.lineHeight);
          if (!Number.isNaN(lh) && lh < parseFloat(s.fontSize) * lineHeight - 0.5) tight.add(name(el));
        }
        if (tight.size) out.push(`line height under ${lineHeight}: ${[...tight].slice(0, 4).join(', ')}`);
      }
      return out;
    },
    { TAPPABLE, TEXT, min: o.min, lineHeight: o.lineHeight },
  );
  return { path: page.url(), problems };
}
