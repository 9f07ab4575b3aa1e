import './loan-info.css';
import type { PageProps } from '../../../runtime/router/types';
import { Tabs, useTabParam } from '../../../kit/ui/tabs';
import { RichHtml } from '../../../kit/ui/rich-html';
import { RISK_TEXT } from '../../../domain/loan-terms';
import { Schedule } from '../../../kit/entity/schedule';
import { Calculator } from '../components/calculator';
import type { InfoData } from '../api/info';
import { givenRows } from '../../../kit/ui/label-rows';
import { TextSections } from '../components/text-sections';

// 'security' stays the URL's word; the tab says what is there (the arrangements and their limits),
// never that the money is safe: the registration agreement (2.2) promises neither principal nor interest
const TABS = [
  { key: 'security', label: '风险与保障' },
  { key: 'profit', label: '收益与还款' },
] as const;

/** Said under the loan's own texts, whatever they say: ours are given as sent, never as a promise. */
const NO_PROMISE =
  '平台不提供担保，不承诺保本保息。担保、抵押等措施以相关协议约定为准，出借有风险，借款人逾期或违约时可能造成本金和利息损失，风险由出借人自行承担。';

export default function LoanInfo({ data }: PageProps<InfoData>) {
  const tab = useTabParam('tab', 'security', ['security', 'profit']);
  const { loan, repayments } = data;
  const r = loan.loanRequest;
  const texts = givenRows([
    ['风险等级', r.riskRank && `${r.riskRank}（${RISK_TEXT[r.riskRank] ?? ''}）`],
    ['增信措施', loan.protectMode],
    ['担保机构', loan.financingGuarantee],
    ['风控措施', r.riskInfo],
    ['企业亮点', loan.brightSpotOfEnterprise],
  ]);

  return (
    <div className="li">
      <h2 className="li-title">{loan.title}</h2>
      <Tabs items={TABS} defaultKey="security" />
      {tab === 'security' ? (
        <>
          <section className="li-sec">
            <h3>项目描述</h3>
            {r.description ? <RichHtml html={r.description} /> : <p>暂无项目描述</p>}
          </section>
          <TextSections texts={texts} className="li-sec" Heading="h3" />
          <p className="li-sec li-risk" role="note">
            {NO_PROMISE}
          </p>
        </>
      ) : (
        <>
          <Calculator loan={loan} />
          <h3 className="li-h">还款计划（项目总额）</h3>
          <Schedule rows={repayments} />
        </>
      )}
    </div>
  );
}
