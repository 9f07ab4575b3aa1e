import './member.css';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import type { PrivilegeData, WithdrawRule } from '../api';
import { PrivilegePage } from '../components/privilege-page';
import { levelStage, remainingCount } from '../rules/member';

export default function WithdrawalPrivileges({ data }: PageProps<PrivilegeData<WithdrawRule>>) {
  const { membership, privilege: p, privilegesFailed } = data;
  const stage = levelStage(membership.memberLevel);
  const open = !!p?.valid && (p.total ?? 0) > 0;
  const left = p ? remainingCount(p.total ?? 0, p.used ?? 0) : null;
  return (
    <PrivilegePage
      title="免费提现特权"
      memberLevel={membership.memberLevel}
      valueHeaders={['每月免费提现']}
      rows={data.rules.map((r) => ({ level: r.level, name: r.name, values: [r.times > 0 ? `${r.times}次` : '—'] }))}
      actions={
        <Link href="/dashboard/withdraw" className="ui-btn ui-btn-block">
          去提现
        </Link>
      }
    >
      {stage === 0 || (p && !open) ? (
        <p style={{ marginTop: '0.75rem' }}>升级为青铜会员即可每月享受免费提现，超出次数按标准收取手续费。</p>
      ) : (
        <>
          <p style={{ marginTop: '0.75rem' }}>本月剩余免费提现次数</p>
          <p className="mb-big" data-testid="withdraw-left">
            {left === null ? '--' : `${left}次`}
          </p>
          <p>
            每月共 {p ? p.total : '--'} 次，已使用 {p ? (p.used ?? 0) : '--'} 次{privilegesFailed && '（特权信息加载失败，请稍后刷新）'}
          </p>
        </>
      )}
    </PrivilegePage>
  );
}
