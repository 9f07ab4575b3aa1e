import './member.css';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import type { InterestRule, PrivilegeData } from '../api';
import { PrivilegePage } from '../components/privilege-page';
import { asLevel, rateText } from '../rules/member';

export default function IncreasePrivileges({ data }: PageProps<PrivilegeData<InterestRule>>) {
  const { membership, privilege: p } = data;
  const level = asLevel(membership.memberLevel);
  const mine = data.rules.find((r) => asLevel(r.level) === level);
  const open = p?.valid !== false && !!mine && mine.rate > 0;
  const first = data.rules.find((r) => r.rate > 0);
  return (
    <PrivilegePage
      title="会员加息特权"
      memberLevel={membership.memberLevel}
      valueHeaders={['每月会员加息券']}
      rows={data.rules.map((r) => ({ level: r.level, name: r.name, values: [r.rate > 0 ? `+${rateText(r.rate)}` : '—'] }))}
      actions={
        <Link href="/dashboard/member/specialInterest" className="ui-btn ui-btn-block">
          用积分兑换加息券
        </Link>
      }
    >
      {open && mine ? (
        <>
          <p style={{ marginTop: '0.75rem' }}>每月可领取会员加息券</p>
          <p className="mb-big">+{rateText(mine.rate)}</p>
          <p>加息券每月1日发放至“我的红包”，出借时选择使用，加息收益到期随本息发放。</p>
        </>
      ) : (
        <p style={{ marginTop: '0.75rem' }}>
          {first ? `升级为${first.name || first.level}（${first.level}）即可每月领取会员加息券。` : '升级会员等级即可每月领取会员加息券。'}
        </p>
      )}
    </PrivilegePage>
  );
}
