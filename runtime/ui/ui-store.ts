// Toasts and dialogs: a vanilla valtio store and the imperative calls that feed it.
// <UiHost/> (ui-host.tsx) is the only reader. No React here.
import { proxy } from 'valtio/vanilla';

export interface UiDialog {
  id: number;
  text: string;
  title?: string;
  okText: string;
  /** Present only for confirm(). */
  cancelText?: string;
  done: (ok: boolean) => void;
}

export const TOAST_MS = 2000;

export const ui = proxy<{ toast: { id: number; text: string } | null; dialogs: UiDialog[] }>({
  toast: null,
  dialogs: [],
});

let seq = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows `text` for 2 s; a newer toast replaces the current one. */
export function toast(text: string): void {
  clearTimeout(timer);
  const id = ++seq;
  ui.toast = { id, text };
  timer = setTimeout(() => {
    if (ui.toast?.id === id) ui.toast = null;
  }, TOAST_MS);
}

function open(d: Omit<UiDialog, 'id' | 'done'>): Promise<boolean> {
  return new Promise((done) => ui.dialogs.push({ ...d, id: ++seq, done }));
}

export function alert(text: string, opts: { title?: string; okText?: string } = {}): Promise<void> {
  return open({ text, title: opts.title, okText: opts.okText ?? '确定' }).then(() => {});
}

export function confirm(text: string, opts: { title?: string; okText?: string; cancelText?: string } = {}): Promise<boolean> {
  return open({ text, title: opts.title, okText: opts.okText ?? '确定', cancelText: opts.cancelText ?? '取消' });
}

/** Closes dialog `id` if it is the visible one (so a double tap cannot close the next). */
export function closeDialog(id: number, ok: boolean): void {
  if (ui.dialogs[0]?.id === id) ui.dialogs.shift()?.done(ok);
}
