import './auth.css';
import './bindweixin.css';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { PageState } from '../../../runtime/ui/page-state';

export interface WeixinUser {
  nickname?: string | null;
  headimgurl?: string | null;
}

/**
 * /bindweixin?socialUserId=…: a WeChat user without an account here chooses between binding
 * an existing account (log in: /prebind) and registering with a mobile (/bindmobile).
 */
export default function BindWeixin({ query, data }: PageProps<WeixinUser | null>) {
  const id = query.get('socialUserId');
  if (!id) return <PageState state="error" message="微信授权信息缺失，请从微信重新进入或直接登录" />;
  const q = `?socialUserId=${encodeURIComponent(id)}`;
  return (
    <div className="auth auth-wx">
      {data?.headimgurl ? (
        <img className="auth-avatar" src={data.headimgurl} width={64} height={64} alt="" />
      ) : (
        <span className="auth-avatar" aria-hidden="true" />
      )}
      <p className="auth-wx-name">{data?.nickname ? `微信用户「${data.nickname}」，您好` : '微信用户，您好'}</p>
      <p className="auth-note">绑定账户后，下次可直接使用微信登录</p>
      <Link href={`/prebind${q}`} className="ui-btn ui-btn-block">
        已有账户，登录并绑定
      </Link>
      <Link href={`/bindmobile${q}`} className="ui-btn ui-btn-secondary ui-btn-block">
        没有账户，手机号注册
      </Link>
    </div>
  );
}
