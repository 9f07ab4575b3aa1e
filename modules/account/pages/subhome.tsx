import './subhome.css';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { useSession } from '../../../runtime/session/use-session';
import { reload } from '../../../runtime/session';
import { LOGGED_OUT, LOGOUT_OWED, logout } from '../../../runtime/session/logout';
import { maskCard, maskId } from '../../../domain/format/mask';
import { confirm, toast } from '../../../runtime/ui/ui-store';
import { getUserInfo, type HomeUserInfo } from '../api/home';
import { errorText } from '../../../runtime/api/settled-text';
import { formatDate } from '../../../domain/format/dates';
import { unbindWeixin, type SubhomeData } from '../api/settings';
import { getWeixin, type Weixin } from '../../../kit/entity/weixin';
import { Figure, Unknown, useCall, type Call } from '../components/home-call';
import { MenuGroup, securityRows } from '../components/home-menu';

/**
 * 未测评, or the grade with whether it still counts. The family's userinfo carries no validity
 * flag, only the filling's date: where the backend does not say, the date is shown instead.
 */
function surveyText({ survey: f }: HomeUserInfo) {
  if (!f.done) return '未测评';
  const name = f.name || '已测评';
  if (f.valid === false) return `${name} · 已过期`;
  if (f.valid === true) return `${name} · 有效`;
  return f.time ? `${name} · ${formatDate(f.time)}测评` : name;
}

function Row({ label, href, children }: { label: string; href?: string; children: ReactNode }) {
  const body = (
    <>
      <span>{label}</span>
      <span className="sub-value">{children}</span>
    </>
  );
  return (
    <li>
      {href ? (
        <Link href={href} className="ui-cell">
          {body}
        </Link>
      ) : (
        <div className="ui-cell">{body}</div>
      )}
    </li>
  );
}

export default function Subhome({ data }: PageProps<SubhomeData>) {
  const s = useSession();
  const [, navigate] = useLocation();
  const [info, retryInfo] = useCall(data.info, getUserInfo);
  const [weixin, retryWeixin] = useCall(data.weixin, getWeixin);
  const [unbound, setUnbound] = useState(false);
  const [busy, setBusy] = useState<'' | 'unbind' | 'logout'>('');

  const cardsKnown = !s.failed.includes('fundAccounts');
  const cards = s.fundAccounts;
  const card = cards.find((a) => a.defaultAccount) ?? cards[0];
  const verified = s.flags.verified === true;
  const sessionRetry = () => void reload();

  const unbind = async () => {
    if (!s.user || busy) return;
    if (!(await confirm('解除绑定后将不能再用该微信登录本账户，确定解除吗？', { title: '解除微信绑定', okText: '解除绑定' }))) return;
    setBusy('unbind');
    try {
      await unbindWeixin(s.user.id);
      setUnbound(true);
      toast('已解除微信绑定');
    } catch (e) {
      toast(errorText(e));
    } finally {
      setBusy('');
    }
  };

  const upload = async () => {
    if (await confirm('手机网页版暂不支持上传资料，请下载App后在App内上传。', { title: '上传资料', okText: '下载App', cancelText: '知道了' }))
      navigate('/download-app');
  };

  const out = async () => {
    if (busy || !(await confirm('确定要退出登录吗？', { okText: '退出' }))) return;
    setBusy('logout');
    // ends the session on this device whatever the server answers, and says only what is true
    toast((await logout()) ? LOGGED_OUT : LOGOUT_OWED);
    navigate('/', { replace: true });
  };

  return (
    <div className="sub">
      <h2 className="home-menu-title">账户信息</h2>
      <ul className="sub-info">
        <CardRow known={cardsKnown} card={card} count={cards.length} onRetry={sessionRetry} />

        <InfoRows info={info} retry={retryInfo} />

        {verified ? (
          <Row label="实名认证">
            {s.user?.name ?? ''} <span className="sub-id">{maskId(s.user?.idNumber)}</span>
          </Row>
        ) : (
          <Row label="实名认证" href="/authentication">
            未认证，去认证
          </Row>
        )}

        <WeixinRow weixin={weixin} retry={retryWeixin} unbound={unbound} busy={busy} unbind={unbind} />

        <li>
          <button type="button" className="ui-cell sub-upload" onClick={upload}>
            <span>上传资料</span>
            <span className="sub-value">请在App内上传</span>
          </button>
        </li>
      </ul>

      <MenuGroup title="账户与安全" rows={securityRows(s.flags.has_payment_password)} />

      <button type="button" className="ui-btn ui-btn-secondary ui-btn-block sub-logout" disabled={busy !== ''} onClick={out}>
        {busy === 'logout' ? '正在退出…' : '退出登录'}
      </button>
    </div>
  );
}

type Card = ReturnType<typeof useSession>['fundAccounts'][number];

/** 银行卡: the default card and how many, the way to bind one, or why it is not known. */
function CardRow({ known, card, count, onRetry }: { known: boolean; card: Card | undefined; count: number; onRetry: () => void }) {
  return !known ? (
    <Row label="银行卡">
      <Unknown what="银行卡" message="账户信息加载失败" onRetry={onRetry} />
    </Row>
  ) : card ? (
    <Row label="银行卡" href="/dashboard/bank-card">
      <span className="sub-card">{maskCard(card.account.account)}</span>
      <small>
        {card.account.bankName ?? ''} · 共 {count} 张
      </small>
    </Row>
  ) : (
    <Row label="银行卡" href="/dashboard/payment/bind-card">
      未绑定，去绑卡
    </Row>
  );
}

/** 风险测评 and 专业投资者, from the user info call (with its retry while it is not in). */
function InfoRows({ info, retry: retryInfo }: { info: Call<HomeUserInfo>; retry: () => void }) {
  return info.state === 'ok' ? (
    <>
      <Row label="风险测评" href="/dashboard/risk">
        {surveyText(info.value)}
      </Row>
      {info.value.isProfessionalInvestor ? (
        <Row label="专业投资者">是</Row>
      ) : (
        // the family's backend never says who is certified: only a known "no" says 否
        <Row label="专业投资者" href="/profession">
          {info.value.isProfessionalInvestor === false ? '否，去认证' : '查看认证'}
        </Row>
      )}
    </>
  ) : (
    <>
      <Row label="风险测评">
        <Figure call={info} what="风险测评状态" retry={retryInfo} render={() => null} />
      </Row>
      <Row label="专业投资者">
        <Figure call={info} what="专业投资者认证" retry={retryInfo} render={() => null} />
      </Row>
    </>
  );
}

interface WeixinProps {
  weixin: Call<Weixin | null>;
  retry: () => void;
  unbound: boolean;
  busy: '' | 'unbind' | 'logout';
  unbind: () => void;
}

/** 微信绑定: the bound account's nickname with 解除绑定, or 未绑定. */
function WeixinRow({ weixin, retry: retryWeixin, unbound, busy, unbind }: WeixinProps) {
  return (
    <Row label="微信绑定">
      <Figure
        call={weixin}
        what="微信绑定"
        retry={retryWeixin}
        render={(w) =>
          w && !unbound ? (
            <span className="sub-wx">
              已绑定{w.nickname ? `（${w.nickname}）` : ''}
              <button type="button" className="ui-link" disabled={busy !== ''} onClick={unbind}>
                {busy === 'unbind' ? '解除中…' : '解除绑定'}
              </button>
            </span>
          ) : (
            '未绑定'
          )
        }
      />
    </Row>
  );
}
