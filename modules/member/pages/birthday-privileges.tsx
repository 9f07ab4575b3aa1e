import './member.css';
import type { PageProps } from '../../../runtime/router/types';
import { formatYuan } from '../../../domain/format/money';
import type { BirthdayRule, PrivilegeData } from '../api';
import { PrivilegePage } from '../components/privilege-page';
import { asLevel, levelStage, remainingCount } from '../rules/member';

export default function BirthdayPrivileges({ data }: PageProps<PrivilegeData<BirthdayRule>>) {
  const { membership, privilege: p, privilegesFailed } = data;
  const level = asLevel(membership.memberLevel);
  const stage = levelStage(level);
  const mine = data.rules.find((r) => asLevel(r.level) === level);
  const open = stage !== 0 && p?.valid !== false && !!mine && mine.couponAmount > 0;
  return (
    <PrivilegePage
      title="生日特权"
      memberLevel={membership.memberLevel}
      valueHeaders={['生日红包', '积分倍数']}
      rows={data.rules.map((r) => ({
        level: r.level,
        name: r.name,
        values: r.couponAmount > 0 ? [`${formatYuan(r.couponAmount)}元`, `${r.pointsMultiple ?? 1}倍`] : ['—', '—'],
      }))}
    >
      {open && mine ? (
        <>
          <p style={{ marginTop: '0.75rem' }}>生日当月可领取</p>
          <p className="mb-big">{formatYuan(mine.couponAmount)}元生日红包</p>
          <p>生日当月出借积分{mine.pointsMultiple ?? 1}倍，红包于生日当月1日发放至“我的红包”。</p>
          {p && <p>{remainingCount(p.total ?? 0, p.used ?? 0) > 0 ? '今年生日红包待发放' : '今年生日红包已发放'}</p>}
          {privilegesFailed && <p>特权信息加载失败，请稍后刷新</p>}
        </>
      ) : (
        <p style={{ marginTop: '0.75rem' }}>升级为青铜会员即可享受生日红包和多倍积分。</p>
      )}
    </PrivilegePage>
  );
}
