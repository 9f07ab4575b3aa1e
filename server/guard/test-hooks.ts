// The guards' part of the /__sandbox/* test hooks (only when the tests ask for hooks): the
// answer of a login picture, as the sandbox's hook gives its own pictures', and the counts
// forgotten between journeys that share one server (a journey's own limits still hold).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GuardStore } from './store';
import { LOGIN_CAPTCHA_PREFIX } from './web-guard';
import { isPath } from '../paths';

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

/** True when the request was one of these hooks (and answered). */
export async function guardTestHook(req: IncomingMessage, res: ServerResponse, store: GuardStore): Promise<boolean> {
  const url = new URL(req.url ?? '/', 'http://h5.invalid');
  if (isPath(url.pathname, 'guardReset') && req.method === 'POST') {
    await store.reset();
    return (json(res, 200, { success: true }), true);
  }
  const token = url.searchParams.get('token') ?? '';
  if (isPath(url.pathname, 'captchaAnswer') && token.startsWith(LOGIN_CAPTCHA_PREFIX)) {
    const answer = await store.get(`captcha:${token}`);
    return (answer ? json(res, 200, { answer }) : json(res, 404, { error: 'no such captcha' }), true);
  }
  return false;
}
