/** Users: the five demo accounts plus background investors who fill loan and claim lists. */
import type { DeliveryAddress, DemoAccounts, MemberLevel, User } from '../model';
import { birthdayOf, makeIdNumber } from './idcard';
import { createRng, stableId, type Rng } from './rng';
import { DAY, HOUR } from '../../../domain/format/dates';

const PASSWORD = 'demo1234';

export const DEMO_ACCOUNTS: DemoAccounts = {
  newbie: {
    userId: stableId('user', 'newbie'),
    mobile: '13800000001',
    password: PASSWORD,
    note: '新用户：未实名（accountStatus 0）、未绑卡、无支付密码、未测评、L0，可投新手标',
  },
  investor: {
    userId: stableId('user', 'investor'),
    mobile: '13800000002',
    password: PASSWORD,
    paymentPassword: '123456',
    inviteCode: 'WANG88',
    weixin: 'wx-social-bound',
    note: '王建国：实名（60）、专业投资者、工行+招行两张卡、已测评、L3、12800 积分、各状态投资',
  },
  unverified: {
    userId: stableId('user', 'unverified'),
    mobile: '13800000003',
    password: PASSWORD,
    note: '未实名用户（accountStatus 20）、未绑卡',
  },
  referrer: {
    userId: stableId('user', 'referrer'),
    mobile: '13800000004',
    password: PASSWORD,
    inviteCode: 'VIP8888',
    note: '李秀英：邀请码 VIP8888 注册送 8888 元红包；也是两笔车贷的借款人（不能投自己的项目）',
  },
  disabled: {
    userId: stableId('user', 'disabled'),
    mobile: '13800000005',
    password: PASSWORD,
    note: '赵磊：账户已冻结（USER_DISABLED）',
  },
};

interface Background {
  name: string;
  region: string;
  birth: string;
  level: MemberLevel;
}

/** Background investors: they bid on loans and sell claims. */
const BACKGROUND: Background[] = [
  { name: '张伟', region: '110108', birth: '19820115', level: 'L2' },
  { name: '刘芳', region: '310115', birth: '19870422', level: 'L3' },
  { name: '陈静', region: '440106', birth: '19910708', level: 'L1' },
  { name: '杨洋', region: '330106', birth: '19790930', level: 'L4' },
  { name: '黄磊', region: '510107', birth: '19750218', level: 'L5' },
  { name: '周敏', region: '320102', birth: '19881111', level: 'L2' },
  { name: '吴强', region: '420106', birth: '19700605', level: 'L6' },
  { name: '徐丽', region: '370202', birth: '19930327', level: 'L1' },
  { name: '孙浩', region: '120101', birth: '19840814', level: 'L3' },
  { name: '马超', region: '610113', birth: '19810103', level: 'L4' },
  { name: '朱婷', region: '350203', birth: '19900519', level: 'L2' },
  { name: '胡军', region: '430104', birth: '19770726', level: 'L5' },
];

export const BACKGROUND_USER_IDS = BACKGROUND.map((_, i) => stableId('user', `bg-${i}`));

const MOBILE_PREFIXES = ['135', '136', '137', '139', '150', '158', '186', '188', '177', '152'];
const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An account as registration makes it: no real name, no card, no payment password, level L0. */
export function newAccount(a: Pick<User, 'id' | 'mobile' | 'inviteCode' | 'password' | 'registerDate' | 'lastLoginDate'>): User {
  return {
    id: a.id,
    name: '',
    loginName: a.mobile,
    mobile: a.mobile,
    email: '',
    idNumber: '',
    certType: 'IDENTITY_CARD',
    accountStatus: 0,
    inviteCode: a.inviteCode,
    password: a.password,
    paymentPassword: null,
    disabled: false,
    failedAttempts: 0,
    registerDate: a.registerDate,
    lastLoginDate: a.lastLoginDate,
    isProfessionalInvestor: false,
    memberLevel: 'L0',
    points: 0,
  };
}

function verified(base: Pick<User, 'id' | 'name' | 'mobile' | 'email' | 'inviteCode'>, idNumber: string, extra: Partial<User>): User {
  return {
    ...base,
    loginName: base.mobile,
    idNumber,
    certType: 'IDENTITY_CARD',
    accountStatus: 60,
    password: PASSWORD,
    paymentPassword: '123456',
    disabled: false,
    failedAttempts: 0,
    registerDate: 0,
    lastLoginDate: 0,
    isProfessionalInvestor: false,
    memberLevel: 'L1',
    points: 0,
    birthday: birthdayOf(idNumber),
    ...extra,
  };
}

/** A background investor, drawn from the users' seeded stream in the order the seed always drew. */
function backgroundUser(b: Background, i: number, rng: Rng, now: number, investorId: string, referrerId: string): User {
  const mobile = rng.pick(MOBILE_PREFIXES) + String(rng.int(10_000_000, 99_999_999));
  let code = '';
  for (let k = 0; k < 6; k++) code += rng.pick([...CODE_CHARS]);
  return verified(
    { id: BACKGROUND_USER_IDS[i] as string, name: b.name, mobile, email: '', inviteCode: code },
    makeIdNumber(b.region, b.birth, rng.int(10, 998)),
    {
      registerDate: now - rng.int(60, 1500) * DAY,
      lastLoginDate: now - rng.int(1, 30) * DAY - rng.int(0, 23) * HOUR,
      isProfessionalInvestor: i % 3 === 0,
      memberLevel: b.level,
      points: rng.int(3, 400) * 100,
      // the first four were invited by 王建国, the next three by 李秀英
      ...(i < 7 ? { referrerId: i < 4 ? investorId : referrerId } : {}),
    },
  );
}

export function buildUsers(now: number): User[] {
  const rng = createRng('users');
  const d = DEMO_ACCOUNTS;

  const newbie: User = {
    ...newAccount({
      id: d.newbie.userId,
      mobile: d.newbie.mobile,
      inviteCode: 'NB3K7Q',
      password: PASSWORD,
      registerDate: now - 2 * HOUR,
      lastLoginDate: now - 2 * HOUR,
    }),
    points: 100,
  };

  const investor = verified(
    { id: d.investor.userId, name: '王建国', mobile: d.investor.mobile, email: 'wangjianguo@example.com', inviteCode: d.investor.inviteCode },
    makeIdNumber('110105', '19780312', 153),
    {
      accountStatus: 60,
      paymentPassword: d.investor.paymentPassword,
      registerDate: now - 1150 * DAY,
      lastLoginDate: now - 26 * HOUR,
      isProfessionalInvestor: true,
      memberLevel: 'L3',
      points: 12800,
      socialIds: { weixin: d.investor.weixin },
    },
  );

  const unverified: User = {
    ...newbie,
    id: d.unverified.userId,
    loginName: d.unverified.mobile,
    mobile: d.unverified.mobile,
    accountStatus: 20,
    inviteCode: 'UV5M2P',
    registerDate: now - 10 * DAY,
    lastLoginDate: now - 3 * DAY,
    points: 100,
  };

  const referrer = verified(
    { id: d.referrer.userId, name: '李秀英', mobile: d.referrer.mobile, email: 'lixiuying@example.com', inviteCode: d.referrer.inviteCode },
    makeIdNumber('310104', '19690825', 248),
    {
      registerDate: now - 1460 * DAY,
      lastLoginDate: now - 5 * DAY,
      isProfessionalInvestor: true,
      memberLevel: 'L5',
      points: 36500,
    },
  );

  const disabled = verified(
    { id: d.disabled.userId, name: '赵磊', mobile: d.disabled.mobile, email: 'zhaolei@example.com', inviteCode: 'ZL6T9W' },
    makeIdNumber('440305', '19850607', 71),
    {
      disabled: true,
      failedAttempts: 0,
      registerDate: now - 700 * DAY,
      lastLoginDate: now - 90 * DAY,
      memberLevel: 'L2',
      points: 2300,
    },
  );

  const background = BACKGROUND.map((b, i) => backgroundUser(b, i, rng, now, investor.id, referrer.id));

  return [newbie, investor, unverified, referrer, disabled, ...background];
}

/** 王建国's delivery address (gifts are shipped there). */
export function buildAddresses(): DeliveryAddress[] {
  return [
    {
      id: stableId('address', 'investor'),
      userId: DEMO_ACCOUNTS.investor.userId,
      name: '王建国',
      mobile: DEMO_ACCOUNTS.investor.mobile,
      province: '北京市',
      city: '北京市',
      region: '朝阳区',
      address: '建国路88号SOHO现代城5号楼1206室',
    },
  ];
}
