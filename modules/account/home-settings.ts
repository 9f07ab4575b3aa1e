// The account settings screen's own calls (SPEC §7 Authentication: the WeChat binding); its
// survey and professional flag come from userinfo, as on the account home.
import * as z from 'zod/mini';
import { get, post } from '../../runtime/api/client';
import { isApiError } from '../../runtime/api/api-error';
import { ackSchema } from '../../runtime/domain/ack';
import { getUserInfo, type HomeUserInfo } from './api-home';
import { settle, type Settled } from '../../runtime/api/settled-text';

const str = z.optional(z.nullable(z.string()));

const weixinSchema = z.object({ socialUserId: str, nickname: str });
export type Weixin = z.infer<typeof weixinSchema>;

/**
 * The caller's bound WeChat account: GET /api/v2/auth/weixin without a socialUserId looks up
 * the caller's own (the user record carries no social ids). INVALID_SOCIAL_USER: none bound.
 */
export const getWeixin = (): Promise<Weixin | null> =>
  get('/api/v2/auth/weixin', { schema: weixinSchema }).catch((e) => {
    if (isApiError(e) && e.code === 'INVALID_SOCIAL_USER') return null;
    throw e;
  });

export const unbindWeixin = (userId: string) =>
  post(`/api/v2/users/cancel/socialUser/${encodeURIComponent(userId)}`, { schema: ackSchema, envelope: true, body: { socialType: 'WEIXIN' } });

export interface SubhomeData {
  info: Settled<HomeUserInfo>;
  weixin: Settled<Weixin | null>;
}

/** Both calls together; the screen shows what each said (its other rows come from the session). */
export const loadSubhome = (): Promise<SubhomeData> =>
  Promise.all([settle(getUserInfo()), settle(getWeixin())]).then(([info, weixin]) => ({ info, weixin }));
