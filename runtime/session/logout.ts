// Logout ends the session on this device whatever the backend answers (DESIGN "Session"), and
// says only what is true: "ended" once a server answer cleared the HttpOnly cookie; otherwise
// the device is locked out of the session (no hint, nothing held, the guards send user screens
// to the login) and the logout is owed until a server answer ends it (owed.ts).
import { forgetPendingMoves } from '../money/records';
import { forgetAll } from '../money/state';
import { clearHint, oweLogout } from './cookies';
import { flush } from './load';
import { payOwedLogout } from './owed';

/** true when a server answer ended the session; false when it is owed (locked out here meanwhile). */
export async function logout(): Promise<boolean> {
  // owed and locked out before the request leaves: a reload while it is on its way opens logged out
  oweLogout(true);
  clearHint();
  const ended = await payOwedLogout({ mustSend: true, quiet: true });
  forgetAll();
  forgetPendingMoves();
  flush();
  return ended;
}

export const LOGGED_OUT = '已退出登录';
export const LOGOUT_OWED = '退出未完成：网络异常，已在本机锁定登录，联网后将自动完成退出';
