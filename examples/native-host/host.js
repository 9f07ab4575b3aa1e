// The native side of bridge v1, played in a browser (see bridge/CONTRACT.md). The H5 runs in
// the frame; inject.js, added by serve.ts to every shell, calls attach() before the page's own
// scripts, as WKUserScript(.atDocumentStart) or addJavascriptInterface would.
const $ = (s) => document.querySelector(s);
const frame = $('#frame');
const state = { token: null, user: '', platform: 'ios', silent: false };
/** this page is one app run: its WebViews are named after it, and end with it (serve.ts) */
const HOST = Math.random().toString(36).slice(2, 10);
/** the open WebViews, bottom first: #frame, then any opened over it (新开 WebView) */
const frames = [frame];
const top = () => frames[frames.length - 1];
const frameOf = (win) => frames.find((f) => f.contentWindow === win);

// ------------------------------------------------------------------ log

function log(dir, msg) {
  const li = document.createElement('li');
  li.className = dir.startsWith('H5') ? 'in' : 'out';
  const time = new Date().toLocaleTimeString('zh-CN', { hour12: false });
  const head = document.createElement('span');
  head.className = 'dir';
  head.textContent = `${time}  ${dir}`;
  const body = document.createElement('pre');
  // the token is shown shortened: the log is for reading, not for copying secrets
  body.textContent = JSON.stringify(msg, (k, v) => (k === 'accessToken' && typeof v === 'string' ? v.slice(0, 6) + '…' : v), 1);
  li.append(head, body);
  $('#log').prepend(li);
}

// ------------------------------------------------------------------ the frame's side

/** native → H5: everything goes through window.h5bridge.receive, as evaluateJavascript would. */
function toH5(win, msg, label = 'App → H5') {
  log(label, msg);
  try {
    win.h5bridge?.receive(JSON.stringify(msg));
  } catch (e) {
    log('App → H5 失败', { error: String(e) });
  }
}

function ask(dialog, setup) {
  return new Promise((resolve) => {
    setup();
    const done = (v) => {
      dialog.close();
      resolve(v);
    };
    dialog.onclick = (e) => {
      const b = e.target.closest('button');
      if (b) done(b.dataset.channel ?? b.dataset.done ?? '');
    };
    dialog.oncancel = () => done('');
    dialog.showModal();
  });
}

/**
 * The frame's current page is on the H5 origin (here: this page's own). The contract (§4) asks
 * apps to check this on every getSession: a page the user navigated to elsewhere gets no token.
 */
function frameOnH5Origin(win) {
  try {
    return win.location.origin === location.origin;
  } catch {
    return false; // another origin: its location cannot even be read
  }
}

async function answer(m, win) {
  switch (m.method) {
    case 'getSession':
      return { ok: true, result: { accessToken: frameOnH5Origin(win) ? state.token : null } };
    case 'share': {
      const p = m.params;
      const channel = await ask($('#sheet'), () => {
        $('#sheet-card-title').textContent = p.title;
        $('#sheet-desc').textContent = p.desc;
        $('#sheet-link').textContent = p.link;
        $('#sheet-image').src = p.image;
      });
      return channel ? { ok: true, result: { shared: true, channel } } : { ok: false, error: { code: 'CANCELLED', message: '用户取消分享' } };
    }
    case 'saveImage': {
      const ok = typeof m.params.dataUrl === 'string' && m.params.dataUrl.startsWith('data:image/png;base64,');
      return ok ? { ok: true, result: { saved: true } } : { ok: false, error: { code: 'BAD_IMAGE', message: '不是 PNG 图片' } };
    }
    case 'openNative': {
      if (m.params.screen !== 'idUpload') return { ok: false, error: { code: 'UNKNOWN_SCREEN', message: `没有原生页面 ${m.params.screen}` } };
      const done = await ask($('#native'), () => ($('#native-text').textContent = '身份证上传（idUpload）：拍摄身份证正反面。'));
      return done ? { ok: true, result: { opened: true } } : { ok: false, error: { code: 'CANCELLED' } };
    }
    default:
      return { ok: false, error: { code: 'UNKNOWN_METHOD', message: `App 不认识 ${m.method}` } };
  }
}

function notice(m, win) {
  if (m.method === 'loggedIn') $('#who').textContent = `H5 通知：已登录（userId ${m.params.userId}）`;
  if (m.method === 'loggedOut') $('#who').textContent = 'H5 通知：已退出登录';
  if (m.method === 'close') closeWebView(frameOf(win));
}

/** One message from the H5. Returns the reply promise on iOS with a reply handler. */
function fromH5(win, raw, platform) {
  const m = typeof raw === 'string' ? JSON.parse(raw) : JSON.parse(JSON.stringify(raw));
  log(`H5 → App（${platform}）`, m);
  if (state.silent) return platform === 'ios' ? new Promise(() => {}) : undefined;
  if (m.method === 'hello') {
    setTimeout(() => toH5(win, { event: 'ready', data: { platform, appVersion: 'simulator', bridge: 1 } }), 0);
    return platform === 'ios' ? Promise.resolve(null) : undefined;
  }
  if (!m.id) {
    notice(m, win);
    return platform === 'ios' ? Promise.resolve(null) : undefined;
  }
  const reply = answer(m, win);
  if (platform === 'ios') {
    return reply.then((r) => {
      log('App → H5（Promise 回复）', { id: m.id, ...r });
      return r;
    });
  }
  void reply.then((r) => toH5(win, { id: m.id, ...r }));
  return undefined;
}

// ------------------------------------------------------------------ WebViews

let webviewSeq = 0;

/** Names a frame as one WebView of this app run, and notices when it stops showing our page. */
function asWebView(f) {
  f.dataset.webview = `${HOST}:${++webviewSeq}`;
  f.addEventListener('load', () => {
    let doc = null;
    try {
      doc = f.contentDocument;
    } catch {
      doc = null; // another origin
    }
    // a document that never said which package served it (about:blank, another site): the
    // WebView no longer holds a version
    if (f.dataset.version !== undefined && doc !== f.attachedDoc) register(f, { close: true });
  });
  return f;
}
asWebView(frame);

/** Tells the app's package store (serve.ts) what one of its WebViews shows. */
function register(f, body) {
  if (body.close) delete f.dataset.version;
  else f.dataset.version = body.version ?? '';
  const init = { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' } };
  void fetch('/examples/native-host/webviews', { ...init, body: JSON.stringify({ webview: f.dataset.webview, ...body }) }).catch(() => {});
}

/** A page starting in one of our WebViews (inject.js, document start), and the version that served it. */
function opened(win, hold) {
  const f = frameOf(win);
  if (!f) return;
  f.attachedDoc = win.document;
  register(f, { version: win.h5OfflinePackage ?? null, hold });
}

/** A WebView pushed over the others, as an app opens a new screen. */
function newWebView() {
  const f = document.createElement('iframe');
  f.title = `H5 页面 ${frames.length + 1}`;
  f.className = 'over';
  $('.phone').append(asWebView(f));
  frames.push(f);
  return f;
}

/** A WebView closes: one opened over another goes away; the first shows the closed notice. */
function closeWebView(f) {
  if (!f) return;
  if (f.dataset.version !== undefined) register(f, { close: true });
  if (f === frame) {
    $('#closed').hidden = false;
    f.src = 'about:blank';
  } else {
    frames.splice(frames.indexOf(f), 1);
    f.remove();
  }
}

/** The versions on the phone: a version neither current nor used by a WebView is deleted. */
function showVersions(versions) {
  const list = $('#versions');
  list.textContent = '';
  for (const v of versions) {
    const li = document.createElement('li');
    const use = `${v.webviews} 个 WebView 在用`;
    li.textContent = `${v.version}：${v.current ? `当前版本，${use}` : `旧版本，${use}，全部关闭后删除`}`;
    list.append(li);
  }
  if (!versions.length) list.append(Object.assign(document.createElement('li'), { textContent: '没有安装离线包' }));
}

/** A new version is installed (serve.ts): each page on an older one is told (CONTRACT §6 `package`). */
function tellNewPackage({ version, webviews }) {
  $('#package').textContent = `离线包：${CHECKED.installed(version)}`;
  for (const f of frames) {
    const win = f.contentWindow;
    if (webviews.includes(f.dataset.webview) && win?.h5bridge) toH5(win, { event: 'package', data: { version } });
  }
}

window.__nativeHost = {
  /** called by inject.js inside the frame, before any of the page's scripts */
  attach(win, hold) {
    opened(win, hold);
    const platform = state.platform;
    if (platform === 'android') {
      win.h5bridgeAndroid = { postMessage: (json) => void fromH5(win, json, 'android') };
    } else {
      const withReply = platform === 'ios';
      win.webkit = { messageHandlers: { h5bridge: { postMessage: (m) => (withReply ? fromH5(win, m, 'ios') : void fromH5(win, m, 'ios-legacy')) } } };
    }
    log('App：注入 bridge', { platform, url: win.location.pathname + win.location.search });
  },
};

// ------------------------------------------------------------------ controls

/** The form's page, in the WebView on screen or (over it) in a new one. */
function openPage(inNew) {
  state.platform = $('#platform').value;
  state.silent = $('#silent').checked;
  const url = new URL($('#route').value || '/', location.origin);
  if (url.origin !== location.origin) return log('App', { error: '只能打开本站页面' });
  url.searchParams.set('from', 'app');
  $('#closed').hidden = true;
  (inNew ? newWebView() : top()).src = url.pathname + url.search;
}
$('#open-form').addEventListener('submit', (e) => {
  e.preventDefault();
  openPage(false);
});
$('#open-new').addEventListener('click', () => openPage(true));
$('#close-top').addEventListener('click', () => closeWebView(top()));

$('#login-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  // the app's own HTTP client, played by the simulator's server (serve.ts): a browser never
  // gets the token in a login body, and the answer's cookies are not the WebView's
  const r = await fetch('/examples/native-host/app-login', {
    method: 'POST',
    credentials: 'omit',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ loginName: $('#mobile').value, password: $('#password').value, source: 'MOBILE' }),
  });
  const body = await r.json().catch(() => ({}));
  if (!body.access_token) {
    $('#who').textContent = `App 登录失败：${body.error_description?.result ?? r.status}`;
    return;
  }
  state.token = body.access_token;
  state.user = $('#mobile').value;
  $('#who').textContent = `App 已登录 ${state.user}：打开的页面将通过 getSession 拿到会话`;
  log('App', { login: state.user, accessToken: state.token });
});

$('#app-logout').addEventListener('click', () => {
  state.token = null;
  $('#who').textContent = 'App 已退出';
  for (const f of frames) if (f.contentWindow?.h5bridge) toH5(f.contentWindow, { event: 'session', data: { accessToken: null } });
});

$('#push-session').addEventListener('click', () => {
  const win = top().contentWindow;
  if (frameOnH5Origin(win) && win?.h5bridge) toH5(win, { event: 'session', data: { accessToken: state.token } });
});

// the WebView on screen gets the hardware and lifecycle events
for (const b of document.querySelectorAll('[data-event]')) {
  b.addEventListener('click', () => top().contentWindow?.h5bridge && toH5(top().contentWindow, { event: b.dataset.event }));
}

$('#clear').addEventListener('click', () => ($('#log').textContent = ''));

// ------------------------------------------------------------------ offline package

const SOURCES = { package: '离线包', 'previous package': '旧版离线包', network: '网络' };
const CHECKED = {
  installed: (v) => `已安装新版本 ${v}，新打开的页面用它`,
  current: (v) => `已是最新版本 ${v}`,
  rejected: (v) => `新包校验未通过，已丢弃；继续使用 ${v ?? '网络'}`,
  unavailable: () => '没有离线包：页面全部从网络加载',
};

/** An app start: the version check of bridge/CONTRACT.md §10, done by serve.ts as the app would. */
async function packageCheck() {
  const r = await fetch('/examples/native-host/package-check', { method: 'POST' });
  const body = await r.json().catch(() => ({}));
  $('#package').textContent = `离线包：${CHECKED[body.status]?.(body.version) ?? `检查失败（${r.status}）`}`;
  log('App 离线包检查', body);
}
$('#package-check').addEventListener('click', () => void packageCheck());
void packageCheck();

// where each of the WebView's requests was answered from; the versions on the phone; installs.
// The stream is this app run: when the page goes, the server closes its WebViews.
const events = new EventSource(`/examples/native-host/package-log?host=${HOST}`);
events.onmessage = (e) => {
  const d = JSON.parse(e.data);
  log(`WebView ← ${SOURCES[d.source] ?? d.source}`, { [d.method]: d.path, ...(d.version ? { version: d.version } : {}) });
};
events.addEventListener('versions', (e) => showVersions(JSON.parse(e.data).versions));
events.addEventListener('package', (e) => tellNewPackage(JSON.parse(e.data)));

// ?route=/loan/1&platform=android opens at once (handy for bookmarks and tests)
const q = new URLSearchParams(location.search);
if (q.get('route')) $('#route').value = q.get('route');
if (q.get('platform')) $('#platform').value = q.get('platform');
