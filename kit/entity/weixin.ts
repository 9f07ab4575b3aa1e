// The WeChat profile (GET /api/v2/auth/weixin): with a socialUserId, the WeChat user who has no
// account here yet (the bind screens greet them); without, the caller's own bound account (the
// settings screen). One record: { socialUserId, nickname, headimgurl }.
import * as z from 'zod/mini';
import { get } from '../../runtime/api/client';
import { isApiError } from '../../runtime/api/api-error';
import { str } from '../../domain/wire';

const weixinSchema = z.object({ socialUserId: str, nickname: str, headimgurl: str });
export type Weixin = z.infer<typeof weixinSchema>;

/** Nickname and avatar of the WeChat user `socialUserId`. */
export const getWeixinUser = (socialUserId: string) => get('/api/v2/auth/weixin', { schema: weixinSchema, query: { socialUserId } });

/** The caller's bound WeChat account; null when none is bound (INVALID_SOCIAL_USER). */
export const getWeixin = (): Promise<Weixin | null> =>
  get('/api/v2/auth/weixin', { schema: weixinSchema }).catch((e: unknown) => {
    if (isApiError(e) && e.code === 'INVALID_SOCIAL_USER') return null;
    throw e;
  });
