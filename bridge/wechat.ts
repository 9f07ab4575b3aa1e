// Inside WeChat only (a lazy chunk): the JS-SDK, its signature, and the share card of each
// screen. WeChat checks the signature against a URL without its `#` part: on iOS the URL the
// visit landed on (WeChat iOS keeps it for the whole page life), elsewhere the current one.
import * as z from 'zod/mini';
import { post } from '../runtime/api/client';
import { session, whenReady } from '../runtime/session';
import { getEnv } from './env';
import { shareImage, shareLink, type ShareData } from './share-data';

export const WX_SDK = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
const API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData'];

export interface Wx {
  config(o: Record<string, unknown>): void;
  ready(fn: () => void): void;
  error(fn: (e: unknown) => void): void;
  updateAppMessageShareData(o: Record<string, unknown>): void;
  updateTimelineShareData(o: Record<string, unknown>): void;
}

const signature = z.object({
  appId: z.string(),
  timestamp: z.union([z.number(), z.string()]),
  nonceStr: z.string(),
  signature: z.string(),
  url: z.optional(z.string()),
});

let sdk: Promise<Wx> | null = null;
let landing = '';
let page: ShareData | null = null;
let signedHref = '';
let retried = false;
let configured = false;

/** Adds the SDK's script once; rejects when WeChat's CDN cannot be reached. */
export function loadSdk(): Promise<Wx> {
  sdk ??= new Promise<Wx>((resolve, reject) => {
    const s = document.createElement('script');
    s.src = WX_SDK;
    s.async = true;
    s.onload = () => {
      const wx = (window as { wx?: Wx }).wx;
      if (wx) resolve(wx);
      else reject(new Error('wx missing'));
    };
    s.onerror = () => reject(new Error('sdk load failed'));
    document.head.appendChild(s);
  }).catch((e: unknown) => {
    sdk = null; // the next route change tries again
    throw e;
  });
  return sdk;
}

/** The URL WeChat will check the signature against. */
export const signUrl = () => (getEnv().ios ? landing : location.href.split('#')[0]!);

const nonce = () => Math.random().toString(36).slice(2, 12) + Math.random().toString(36).slice(2, 8);

async function sign() {
  const wx = await loadSdk();
  const url = signUrl();
  const timestamp = Math.floor(Date.now() / 1000);
  const nonceStr = nonce();
  const r = await post('/wx/signature', { json: { timestamp, nonceStr, url }, schema: signature, silent: true });
  // the server signs what it was sent; anything else would fail in WeChat anyway
  if (String(r.timestamp) !== String(timestamp) || r.nonceStr !== nonceStr || (r.url && r.url !== url)) {
    throw new Error('signature echo mismatch');
  }
  wx.config({ debug: false, appId: r.appId, timestamp, nonceStr, signature: r.signature, jsApiList: API_LIST });
  wx.ready(() => {
    configured = true;
    apply(wx);
  });
}

function defaultShare(): ShareData {
  return {
    title: document.title || '汇盈金服',
    desc: '网贷信息中介平台，出借信息透明可查',
    link: shareLink(location.href, session.inviteCode || session.user?.inviteCode),
    image: shareImage(),
  };
}

function apply(wx: Wx) {
  const d = page ?? defaultShare();
  wx.updateAppMessageShareData({ title: d.title, desc: d.desc, link: d.link, imgUrl: d.image });
  wx.updateTimelineShareData({ title: d.title, link: d.link, imgUrl: d.image });
}

function resign() {
  signedHref = location.href.split('#')[0]!;
  retried = false;
  sign().catch(() => {});
}

function onRoute() {
  // a replaceState that only stores state, or a hash change, is not a new page
  if (location.href.split('#')[0] !== signedHref) resign();
}

// wouter announces its history changes with these events on window
const ROUTE_EVENTS = ['pushState', 'replaceState', 'popstate'];

/** Stops following route changes (tests; a page never needs it). */
export function stopWechat() {
  for (const t of ROUTE_EVENTS) removeEventListener(t, onRoute);
  landing = signedHref = '';
  page = null;
  configured = retried = false;
}

/** Starts the SDK for this visit. `landingUrl` is the URL the page loaded at (kept at boot). */
export function startWechat(landingUrl: string) {
  if (landing) return;
  landing = landingUrl;
  for (const t of ROUTE_EVENTS) addEventListener(t, onRoute);
  loadSdk()
    .then((wx) =>
      wx.error(() => {
        // an expired or mismatched signature: sign again, once per page
        if (retried) return;
        retried = true;
        sign().catch(() => {});
      }),
    )
    .catch(() => {});
  resign();
  // the default card carries the invite code: refresh it once the session has loaded
  void whenReady().then(refresh);
}

function refresh() {
  if (configured && sdk) void sdk.then(apply, () => {});
}

/** A screen's own card, while it is shown. */
export function setPageShare(d: ShareData) {
  page = d;
  refresh();
}

export function clearPageShare(d: ShareData) {
  if (page !== d) return; // the next screen already set its own
  page = null;
  refresh();
}
