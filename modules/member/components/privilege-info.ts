// The eight privileges of SPEC §6, in the order the member center shows them, with the
// screen each opens (the VIP ones are described in the member rules).
const BASE = '/dashboard/member';

export interface PrivilegeInfo {
  type: string;
  label: string;
  /** one character drawn in the icon circle */
  icon: string;
  href: string;
}

export const PRIVILEGES: readonly PrivilegeInfo[] = [
  { type: 'POINT_INTEREST_RISE', label: '积分加息', icon: '积', href: `${BASE}/specialInterest` },
  { type: 'REWARD_POINTS', label: '出借送积分', icon: '赠', href: '/integralRule' },
  { type: 'INTEREST_RISE', label: '会员加息', icon: '息', href: `${BASE}/increasePrivileges` },
  { type: 'WITHDRAW', label: '免费提现', icon: '提', href: `${BASE}/WithdrawalPrivileges` },
  { type: 'BIRTHDAY', label: '生日礼遇', icon: '寿', href: `${BASE}/birthdayPrivileges` },
  { type: 'VIP_PRODUCT', label: '专属项目', icon: '专', href: '/memberRule' },
  { type: 'VIP_CARD', label: '贵宾卡', icon: '卡', href: '/memberRule' },
  { type: 'VIP_SERVICE', label: '专属客服', icon: '服', href: '/memberRule' },
];
