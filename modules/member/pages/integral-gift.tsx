import './member.css';
import './gifts.css';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { session } from '../../../runtime/session';
import { SETTLING_TEXT } from '../../../kit/money/use-money';
import { MoneyPending } from '../../../kit/ui/money-pending';
import { PageState } from '../../../runtime/ui/page-state';
import { confirm } from '../../../runtime/ui/ui-store';
import type { Gift, GiftData } from '../api';
import { spendQuestion } from '../rules/spend-question';
import { GIFT_SLOT, useSpend } from '../components/use-spend';
import { PointsHero } from '../components/points-hero';

const RESULT = '/dashboard/member/exchangeResult';
const fmt = (n: number) => n.toLocaleString('en-US');

export default function IntegralGift({ data }: PageProps<GiftData>) {
  const [, navigate] = useLocation();
  const [points, setPoints] = useState(data.points);
  const [gifts, setGifts] = useState(data.gifts);

  const { slot, unknown, recheck, settling } = useSpend(GIFT_SLOT, {
    setPoints,
    done: (v) => {
      const q = new URLSearchParams(v.type === 'COUPON' ? { from: 'coupon' } : {});
      if (v.recordId) q.set('rid', v.recordId);
      navigate(`${RESULT}?${q}`);
    },
    refused: (e) => {
      if (e.code !== 'ADDRESS_REQUIRED') return false;
      void confirm('实物礼品需寄送，请先填写收货地址', { title: '兑换失败', okText: '去填写' }).then(
        (go) => go && navigate(`/dashboard/address?next=${encodeURIComponent('/dashboard/member/integralGift')}`),
      );
      return true;
    },
    settleWith: (intent) => import('../moves').then((m) => m.giftSettle(intent, data.gifts)),
  });
  const busy = slot.busy || settling;

  // one question at a time: a second tap while it is up asks nothing more
  const asking = useRef(false);
  const redeem = async (g: Gift) => {
    if (busy || asking.current) return;
    // nothing is spent until the investor confirms what it costs and what remains
    asking.current = true;
    const ship = g.type === 'PHYSICAL' ? '礼品将寄往您的收货地址' : '';
    const ok = await confirm(spendQuestion(g.points, `“${g.name}”`, points, ship), { title: '兑换礼品', okText: '确认', cancelText: '取消' }).finally(
      () => (asking.current = false),
    );
    if (!ok) return;
    const [{ redeemMove }, { moveMoney }] = await Promise.all([import('../moves'), import('../../../runtime/money/move')]);
    const o = await moveMoney(GIFT_SLOT, redeemMove({ userId: session.user?.id ?? 'MYSELF', giftId: g.id, name: g.name, type: g.type ?? '', cost: g.points }));
    // the stock changed whatever happened; the list is asked again
    if (o.kind !== 'unknown') void import('../api').then((m) => m.getGifts()).then(setGifts, () => {});
  };

  return (
    <div className="mb">
      <PointsHero
        points={points}
        links={[
          ['/dashboard/member/integralRecord', '积分记录'],
          ['/integralRule', '积分规则'],
        ]}
      />
      {(settling || unknown) && <MoneyPending text={settling ? SETTLING_TEXT : unknown} busy={busy} onCheck={recheck} />}
      {gifts.length ? (
        <ul className="mb-gifts" role="list">
          {gifts.map((g) => {
            const out = g.available <= 0;
            const short = points !== null && g.points > points;
            return (
              <li key={g.id} className="mb-gift">
                {g.imageUrl && <img src={g.imageUrl} alt="" loading="lazy" />}
                <div className="mb-gift-body">
                  <h2>{g.name}</h2>
                  <p>
                    <span className="mb-pts">{fmt(g.points)}</span> 积分
                  </p>
                  <p className="mb-muted">{out ? '已兑完' : `剩余${g.available}件`}</p>
                  {g.description && <p className="mb-muted">{g.description}</p>}
                  <button type="button" className="ui-btn" disabled={busy || out || short} onClick={() => void redeem(g)}>
                    {out ? '已兑完' : short ? '积分不足' : slot.busy ? '兑换中…' : '兑换'}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <PageState state="empty" message="暂无可兑换的礼品" action={{ label: '积分兑换加息券', to: '/dashboard/member/specialInterest' }} />
      )}
    </div>
  );
}
