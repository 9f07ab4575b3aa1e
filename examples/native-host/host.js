// The native side of bridge v1, played in a browser (see bridge/CONTRACT.md). The H5 runs in
// the frame; inject.js, added by serve.ts to every shell, calls attach() before the page's own
// scripts, as WKUserScript(.atDocumentStart) or addJavascriptInterface would.
const $ = (s) => document.querySelector(s);
const frame = $('#frame');
const state = { token: null, user: '', platform: 'ios', silent: false };

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
function frameOnH5Origin() {
  try {
    return frame.contentWindow.location.origin === location.origin;
  } catch {
    return false; // another origin: its location cannot even be read
  }
}

async function answer(m) {
  switch (m.method) {
    case 'getSession':
      return { ok: true, result: { accessToken: frameOnH5Origin() ? state.token : null } };
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

function notice(m) {
  if (m.method === 'loggedIn') $('#who').textContent = `H5 通知：已登录（userId ${m.params.userId}）`;
  if (m.method === 'loggedOut') $('#who').textContent = 'H5 通知：已退出登录';
  if (m.method === 'close') {
    $('#closed').hidden = false;
    frame.src = 'about:blank';
  }
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
    notice(m);
    return platform === 'ios' ? Promise.resolve(null) : undefined;
  }
  const reply = answer(m);
  if (platform === 'ios') {
    return reply.then((r) => {
      log('App → H5（Promise 回复）', { id: m.id, ...r });
      return r;
    });
  }
  void reply.then((r) => toH5(win, { id: m.id, ...r }));
  return undefined;
}

window.__nativeHost = {
  /** called by inject.js inside the frame, before any of the page's scripts */
  attach(win) {
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

$('#open-form').addEventListener('submit', (e) => {
  e.preventDefault();
  state.platform = $('#platform').value;
  state.silent = $('#silent').checked;
  const url = new URL($('#route').value || '/', location.origin);
  if (url.origin !== location.origin) return log('App', { error: '只能打开本站页面' });
  url.searchParams.set('from', 'app');
  $('#closed').hidden = true;
  frame.src = url.pathname + url.search;
});

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
  if (frame.contentWindow?.h5bridge) toH5(frame.contentWindow, { event: 'session', data: { accessToken: null } });
});

$('#push-session').addEventListener('click', () => {
  if (frameOnH5Origin() && frame.contentWindow?.h5bridge) toH5(frame.contentWindow, { event: 'session', data: { accessToken: state.token } });
});

for (const b of document.querySelectorAll('[data-event]')) {
  b.addEventListener('click', () => frame.contentWindow?.h5bridge && toH5(frame.contentWindow, { event: b.dataset.event }));
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

// where each of the WebView's requests was answered from
new EventSource('/examples/native-host/package-log').onmessage = (e) => {
  const d = JSON.parse(e.data);
  log(`WebView ← ${SOURCES[d.source] ?? d.source}`, { [d.method]: d.path, ...(d.version ? { version: d.version } : {}) });
};

// ?route=/loan/1&platform=android opens at once (handy for bookmarks and tests)
const q = new URLSearchParams(location.search);
if (q.get('route')) $('#route').value = q.get('route');
if (q.get('platform')) $('#platform').value = q.get('platform');
