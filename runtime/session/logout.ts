// Logout always ends the session on this device: whatever the server says, and even when it
// cannot be reached, the client drops everything it holds (the hint, the store, pending
// money attempts). The server clears the cookies, also when the backend's logout fails.
import { post } from '../api/client';
import { logoutSchema } from '../domain/ack';
import { forgetPendingMoves } from '../money/records';
import { forgetAll } from '../money/state';
import { clearHint, oweLogout } from './cookies';
import { flush } from './load';

/** true when the server confirmed it ended the session too (an empty 2xx answer counts). */
export async function logout(): Promise<boolean> {
  const confirmed = await endOnServer();
  oweLogout(!confirmed);
  clearHint();
  forgetAll();
  forgetPendingMoves();
  flush();
  return confirmed;
}

const endOnServer = () => post('/logout', { schema: logoutSchema, silent: true }).catch(() => false);

/** The logout an earlier page could not deliver, sent again; forgotten once the server confirms. */
export const payOwedLogout = () => endOnServer().then((ok) => ok && oweLogout(false));

export const LOGGED_OUT = '已退出登录';
export const LOGGED_OUT_LOCAL = '已退出登录（服务器未响应，本机登录信息已清除）';
