// Typing a payment password on the secure keypad (kit/ui/secure-keypad.tsx) as an investor
// does: a tap on each digit's key, found by its spoken name (数字1 …). There is no input to fill.
import type { Locator, Page } from 'playwright-core';

const keyName = (d: string) => {
  if (!/^\d$/.test(d)) throw new Error(`the keypad has no key "${d}"`);
  return `数字${d}`;
};

const isPage = (x: Page | Locator): x is Page => 'goto' in x;

/**
 * Taps `pin` on the keypad. `where`: the page (the keypad on screen), a sheet holding the keypad,
 * or a pad of the password screen (#pw-new …), which is tapped first so the keypad types into it
 * (and emptied with 删除 if it holds digits).
 */
export async function typePin(where: Page | Locator, pin: string, o: { timeout?: number } = {}) {
  let scope: Page | Locator = where;
  let typed = 0;
  if (!isPage(where) && (await where.getByRole('button', { name: '数字1', exact: true }).count()) === 0) {
    await where.click(o);
    scope = where.page();
    typed = Number(/已输入(\d)位/.exec((await where.textContent()) ?? '')?.[1] ?? 0);
  }
  const page = isPage(scope) ? scope : scope.page();
  const touch = await page.evaluate(() => navigator.maxTouchPoints > 0);
  await scope.getByRole('button', { name: '数字1', exact: true }).waitFor(o);
  // a pad typed before (a refused or mismatched password) is emptied first, as one retyping does
  const keys = [...Array<string>(typed).fill('删除'), ...[...pin].map(keyName)];
  for (const name of keys) {
    const key = scope.getByRole('button', { name, exact: true });
    if (touch) await key.tap(o);
    else await key.click(o);
  }
}

/** happy-dom: the same taps, with the testing library's click (fireEvent.click). */
export function tapPin(root: ParentNode, pin: string, click: (el: Element) => unknown) {
  for (const d of pin) {
    const key = root.querySelector(`button[aria-label="${keyName(d)}"]`);
    if (!key) throw new Error(`no key ${keyName(d)} on screen`);
    click(key);
  }
}

/** happy-dom: taps 删除 until `pad` is empty, as one retyping a refused password does. */
export function clearPin(pad: Element, click: (el: Element) => unknown) {
  for (let n = pinCount(pad); n > 0; n--) click(pad.ownerDocument.querySelector('button[aria-label="删除"]')!);
}

/** How many digits a pad says it holds (its spoken count, 已输入3位，共6位). */
export const pinCount = (pad: Element) => Number(/已输入(\d)位/.exec(pad.textContent ?? '')?.[1] ?? NaN);
