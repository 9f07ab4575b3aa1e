// The lottery's two overlays (a lazy chunk: nothing opens them before a tap): the visitor's
// register/login choice, and a draw's result.
import { Link } from 'wouter';
import { Popup } from '../../../kit/ui/popup';

const NEXT = encodeURIComponent('/ninePlay');

export type Dialog = { kind: 'visitor' } | { kind: 'result'; won: boolean; text: string; more: boolean };

export default function NineDialogs({ dialog, onClose }: { dialog: Dialog; onClose: () => void }) {
  if (dialog.kind === 'visitor')
    return (
      <Popup open onClose={onClose} title="登录后即可抽奖">
        <div className="nine-pop">
          <p>抽奖需要登录账户；还没有账户？注册后即可参与。</p>
          <Link href={`/register?next=${NEXT}`} className="ui-btn ui-btn-block">
            立即注册
          </Link>
          <Link href={`/login?next=${NEXT}`} className="ui-btn ui-btn-block ui-btn-secondary">
            已有账户，去登录
          </Link>
        </div>
      </Popup>
    );
  return (
    <Popup open onClose={onClose} title={dialog.won ? '恭喜中奖' : '抽奖结果'}>
      <div className="nine-pop">
        <p className="nine-result">{dialog.text}</p>
        {dialog.won && (
          <Link href="/dashboard/coupon" className="ui-btn ui-btn-block">
            查看我的红包
          </Link>
        )}
        <button type="button" className={`ui-btn ui-btn-block${dialog.won ? ' ui-btn-secondary' : ''}`} onClick={onClose}>
          {dialog.more ? '继续抽奖' : '知道了'}
        </button>
      </div>
    </Popup>
  );
}
