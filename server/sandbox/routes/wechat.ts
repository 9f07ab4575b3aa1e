// WeChat and embedding: the JS-SDK signature, the user signature of shared links, and the
// native app's login hand-off. The invite screen's calls live in invite.ts and are registered
// from here. (GET /api/v2/auth/weixin, the WeChat profile, lives with the auth calls.)
import { createHash, createHmac } from 'node:crypto';
import { bare, fail, ok, type Reply } from '../reply';
import { findUser, type SandboxState } from '../state';
import type { Ctx } from '../router';
import { handoffRefusal } from '../../request-checks';
import { sessionCookies } from '../../session-cookies';
import { registerInvite } from './invite';
import type { Register } from './register';

/** The sandbox's made-up official account; the real one is the operator's (examples/wechat). */
export const WX_APP_ID = 'wx5andb0x00000000';
const JSAPI_TICKET = 'sandbox-jsapi-ticket';
const SHARE_SECRET = 'sandbox-share-secret';

/** WeChat's JS-SDK signature: sha1 of the four fields in this exact order and spelling. */
export const wxSignature = (nonceStr: string, timestamp: string, url: string) =>
  createHash('sha1').update(`jsapi_ticket=${JSAPI_TICKET}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`).digest('hex');

function signature(c: Ctx<SandboxState>): Reply {
  const j = (c.json ?? {}) as Record<string, unknown>;
  const { timestamp, nonceStr, url } = j;
  if ((typeof timestamp !== 'number' && typeof timestamp !== 'string') || typeof nonceStr !== 'string' || typeof url !== 'string') {
    return fail('INVALID_PARAMS', 400);
  }
  // WeChat signs the page URL without its fragment; one with '#' would never verify
  if (!/^https?:\/\//.test(url) || url.includes('#')) return fail('INVALID_URL', 400);
  return bare({ timestamp, nonceStr, url, signature: wxSignature(nonceStr, String(timestamp), url), appId: WX_APP_ID });
}

function handoff(c: Ctx<SandboxState>): Reply {
  // Exactly application/json (a cross-site page cannot send it without a CORS preflight, which
  // this server never grants) and no foreign Origin: so no other page, not even one on a
  // sibling site, can log a visitor into someone else's account. Same checks as the auth layer.
  const refused = handoffRefusal(c.req);
  if (refused) return fail(refused.code, refused.status);
  const token = (c.json as { accessToken?: unknown } | null)?.accessToken;
  if (typeof token !== 'string' || !token) return fail('INVALID_PARAMS', 400);
  const t = c.state.tokens.get(token);
  const user = t && t.expires > c.now() ? findUser(c.state, t.userId) : undefined;
  if (!user || user.disabled) return fail('INVALID_TOKEN', 401);
  const reply = ok({ userId: user.id });
  const left = Math.floor((t!.expires - c.now()) / 1000);
  reply.cookies = sessionCookies(token, { secure: false, maxAgeS: left });
  return reply;
}

export const registerWechat: Register = (r, o) => {
  r.post('/wx/signature', signature);

  // A signature of the user id and a time, so a shared page can credit its sharer without
  // trusting a bare id in the URL (finance-news-detail's userId and sTime).
  r.get('/api/v2/users/:userId/getUserSignature', (c) => {
    const id = c.params.userId === 'MYSELF' ? c.userId : c.params.userId;
    if (!id) return fail('ACCESS_DENIED', 401);
    if (!findUser(c.state, id)) return fail('USER_NOT_FOUND', 404);
    const sTime = String(c.now());
    const sig = createHmac('sha256', SHARE_SECRET).update(`${id}:${sTime}`).digest('hex');
    return ok({ userId: id, sTime, signature: sig });
  });

  // The native app's login hand-off: its access token becomes this origin's session cookies.
  // The real backend has none: its auth layer (server/auth-layer.ts) offers it.
  if (o.mode !== 'backend') r.post('/api/web/handoff', handoff);

  registerInvite(r, o);
};
