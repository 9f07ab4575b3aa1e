import '../components/base.css';
import './profession.css';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { loginPath } from '../../../runtime/router/safe-path';
import { formatWanYi } from '../../../domain/format/money';
import { useSession } from '../../../runtime/session/use-session';
import { confirm } from '../../../runtime/ui/ui-store';
import type { Profession as Data } from '../api/articles';
import { ArticleView } from '../components/article-view';
import { openNativeScreen } from '../../../bridge/native';

// SPEC §5 / §9: the qualified-investor thresholds for private funds.
export const PRO_FINANCIAL_ASSETS = 3_000_000;
export const PRO_YEARLY_INCOME = 500_000;
export const PRO_SINGLE_FUND = 1_000_000;

/** Qualified-investor certification: thresholds, the commitment text (CMS), then proof in the app. */
export default function Profession({ data: { article, certified } }: PageProps<Data>) {
  const { flags } = useSession();
  const [, navigate] = useLocation();
  const [agreed, setAgreed] = useState(false);

  const submit = async () => {
    if (!flags.has_logged_in) return navigate(loginPath('/profession'));
    // proof of assets is an upload, which only the app offers (SPEC §2, dashboard/subhome):
    // inside the app open its screen; elsewhere, or in an app without it, offer the download
    if (await openNativeScreen('proofUpload', { kind: 'qualifiedInvestor' }).catch(() => false)) return;
    if (await confirm('资产或收入证明需要在汇盈金服 App 中上传，是否前往下载 App？', { okText: '去下载' })) navigate('/download-app');
  };

  return (
    <div className="ct-page">
      <ul className="ct-pro-rules" aria-label="合格投资者条件">
        <li className="ct-pro-rules-head">满足以下条件之一：</li>
        <li>
          <span>金融资产不低于</span>
          <strong>{formatWanYi(PRO_FINANCIAL_ASSETS)}</strong>
        </li>
        <li>
          <span>最近三年个人年均收入不低于</span>
          <strong>{formatWanYi(PRO_YEARLY_INCOME)}</strong>
        </li>
        <li className="ct-pro-rules-head">并且：</li>
        <li>
          <span>购买单只私募基金不低于</span>
          <strong>{formatWanYi(PRO_SINGLE_FUND)}</strong>
        </li>
      </ul>
      <ArticleView article={article} date={false} empty="承诺书暂未发布，请稍后再来" />
      {certified ? (
        <p className="ct-pro-done" role="status">
          您已通过合格投资者认证
        </p>
      ) : (
        <div className="ct-pro-act">
          <label className="ct-pro-check">
            <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
            <span>本人已阅读并承诺符合上述合格投资者条件</span>
          </label>
          <button type="button" className="ui-btn ui-btn-block" disabled={!agreed || !article} onClick={() => void submit()}>
            {flags.has_logged_in ? '提交认证材料' : '登录后认证'}
          </button>
        </div>
      )}
    </div>
  );
}
