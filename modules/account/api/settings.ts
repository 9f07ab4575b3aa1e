// The account settings screen's own calls (SPEC §7 Authentication: the WeChat binding); its
// survey and professional flag come from userinfo, as on the account home.
import { post } from '../../../runtime/api/client';
import { getWeixin, type Weixin } from '../../../kit/entity/weixin';
import { ackSchema } from '../../../domain/ack';
import { getUserInfo, type HomeUserInfo } from './home';
import { settle, type Settled } from '../../../runtime/api/settled-text';

export const unbindWeixin = (userId: string) =>
  post(`/api/v2/users/cancel/socialUser/${encodeURIComponent(userId)}`, { schema: ackSchema, envelope: true, body: { socialType: 'WEIXIN' } });

export interface SubhomeData {
  info: Settled<HomeUserInfo>;
  weixin: Settled<Weixin | null>;
}

/** Both calls together; the screen shows what each said (its other rows come from the session). */
export const loadSubhome = (): Promise<SubhomeData> => Promise.all([settle(getUserInfo()), settle(getWeixin())]).then(([info, weixin]) => ({ info, weixin }));
