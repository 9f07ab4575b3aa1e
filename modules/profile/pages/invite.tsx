import './invite.css';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { PageProps } from '../../../runtime/router/types';
import { useSession } from '../../../runtime/session/use-session';
import { PageState } from '../../../runtime/ui/page-state';
import { Popup } from '../../../kit/ui/popup';
import { maskMobile, maskName } from '../../../domain/format/mask';
import { inviteLink, shareImage, useShareData, type ShareData } from '../../../bridge/share-data';
import type { InviteData } from '../api/invite';

// the share sheet (native, WeChat guide, Web Share or copy) is fetched on the first tap
const sharing = () => import('../../../bridge/share');
// the poster and its QR library are this screen's alone, fetched when asked for
const InvitePoster = lazy(() => import('../components/invite-poster'));
// the list and its kit load beside the first screen, not on its critical path
const InviteList = lazy(() =>
  import('../components/invite-list').catch(() => ({
    default: () => <PageState state="error" message="列表加载失败，请重试" onRetry={() => location.reload()} />,
  })),
);

export default function Invite({ data: { summary, firstPage } }: PageProps<InviteData>) {
  const s = useSession();
  const code = s.inviteCode || s.user?.inviteCode || '';
  const card = useMemo<ShareData | null>(
    () =>
      code
        ? {
            title: '邀请你一起稳健出借',
            desc: `注册时填写邀请码 ${code}，新手专享福利等你来拿`,
            link: inviteLink(location.origin, code),
            image: shareImage(),
          }
        : null,
    [code],
  );
  useShareData(card);
  const [busy, setBusy] = useState(false);
  const [poster, setPoster] = useState(false);
  const ownName = maskName(s.user?.name) || maskMobile(s.user?.mobile);

  const run = (how: 'share' | 'copy') => {
    if (!card || busy) return;
    setBusy(true);
    void sharing()
      .then((m) => (how === 'share' ? m.share(card) : m.copyLink(card.link)))
      .catch(() => {})
      .finally(() => setBusy(false));
  };

  return (
    <div className="inv">
      <section className="inv-hero">
        <h2>邀请好友，一起稳健出借</h2>
        <p>好友通过你的链接注册并完成首次出借，奖励发放至你的账户</p>
        <dl className="inv-stats">
          <div>
            <dt>已邀请好友（人）</dt>
            <dd>{summary.count}</dd>
          </div>
          <div>
            {/* totalCoupons is a count of red packets, not money (tbus invite.tmpl.html:95-99) */}
            <dt>已获红包（个）</dt>
            <dd>{summary.coupons ?? '--'}</dd>
          </div>
        </dl>
      </section>

      <section className="inv-card" aria-labelledby="inv-code-label">
        <p id="inv-code-label" className="inv-label">
          我的邀请码
        </p>
        <p className="inv-code">{code || '暂无邀请码'}</p>
        {card && (
          <>
            <p className="inv-label">邀请链接</p>
            <p className="inv-link">{card.link}</p>
          </>
        )}
        <div className="inv-btns">
          <button type="button" className="ui-btn" disabled={!card || busy} onClick={() => run('share')}>
            分享给好友
          </button>
          <button type="button" className="ui-btn ui-btn-secondary" disabled={!card || busy} onClick={() => run('copy')}>
            复制链接
          </button>
        </div>
        <button type="button" className="ui-btn ui-btn-secondary ui-btn-block inv-poster-btn" disabled={!card} onClick={() => setPoster(true)}>
          生成邀请海报
        </button>
      </section>
      <Popup open={poster && !!card} onClose={() => setPoster(false)} title="邀请海报">
        <Suspense fallback={<PageState state="loading" message="海报生成中…" />}>
          {card && <InvitePoster code={code} link={card.link} ownName={ownName} />}
        </Suspense>
      </Popup>

      <h3 className="inv-title">我邀请的好友</h3>
      <Suspense fallback={<PageState state="loading" shape="list" />}>
        <InviteList firstPage={firstPage} />
      </Suspense>
    </div>
  );
}
