import { useState } from 'react';
import { Link } from 'wouter';
import { Popup } from '../../../kit/ui/popup';

export type Gate = 'verify' | 'investor' | 'commit';

const RULES = '根据监管要求，该产品仅面向合格投资者：金融资产不低于300万元，或最近三年个人年均收入不低于50万元；购买单只私募基金不低于100万元。';

/**
 * SPEC §6: the high-end, honour and fund lists are for real-name verified qualified investors.
 * Known unverified: bind a card (real-name) or certify. Known not qualified: certify. Not said
 * by the backend (the family never sends the flag): the investor's own commitment, as the PC
 * site's 合格投资者承诺 asked; the server still decides when money moves.
 */
export function GatePopup({ gate, back, onClose, onCommit }: { gate: Gate; back: string; onClose: () => void; onCommit?: () => void }) {
  const [agreed, setAgreed] = useState(false);
  if (gate === 'commit')
    return (
      <Popup open onClose={onClose} title="合格投资者承诺" className="pd-gate">
        <p>{RULES}</p>
        <label className="pd-gate-check">
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
          <span>本人承诺符合上述合格投资者条件，并已知晓产品风险</span>
        </label>
        <div className="pd-sheet-btns">
          <button type="button" className="ui-btn ui-btn-secondary" onClick={onClose}>
            返回
          </button>
          <button type="button" className="ui-btn" disabled={!agreed} onClick={onCommit}>
            确认并查看
          </button>
        </div>
      </Popup>
    );
  const verify = gate === 'verify';
  return (
    <Popup open onClose={onClose} title={verify ? '仅限合格投资者' : '合格投资者认证'} className="pd-gate">
      {verify ? (
        <p>该产品仅对已完成实名认证的合格投资者开放。请先绑定银行卡完成实名认证，或进行合格投资者认证后再查看。</p>
      ) : (
        <p>{RULES}完成合格投资者认证后即可查看和参与。</p>
      )}
      <div className="pd-sheet-btns">
        {verify ? (
          <>
            <Link className="ui-btn ui-btn-secondary" href="/profession">
              合格投资者认证
            </Link>
            <Link className="ui-btn" href={`/dashboard/payment/bind-card?next=${encodeURIComponent(back)}`}>
              去实名认证
            </Link>
          </>
        ) : (
          <>
            <button type="button" className="ui-btn ui-btn-secondary" onClick={onClose}>
              暂不认证
            </button>
            <Link className="ui-btn" href="/profession">
              去认证
            </Link>
          </>
        )}
      </div>
    </Popup>
  );
}
