import * as z from 'zod/mini';
import { post } from '../../runtime/api';

const token = z.object({ access_token: z.string() });

/** Password login; the server sets the HttpOnly token cookie and its companion flag. */
export const loginByPassword = (loginName: string, password: string) =>
  post('/api/web/login', { schema: token, body: { loginName, password, source: 'MOBILE' }, silent: true });

export const logout = () => post('/logout', { schema: z.unknown(), silent: true });
