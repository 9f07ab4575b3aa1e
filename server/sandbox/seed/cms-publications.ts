/** PUBLICATION (NOTICE, NEWS) and ACTIVITY articles. */
import type { ArticleSpec } from './cms-html';
import { HOSTILE, ext, img, link, p, table, ul } from './cms-html';
import { REGISTRATION_GIFTS, giftWords } from './coupons';

const SIGN = '<p style="text-align:right">汇盈金服运营团队</p>';

const notice = (n: number, title: string, daysAgo: number, body: string): ArticleSpec =>
  ({ key: `notice-${n}`, name: 'NOTICE', title, daysAgo, content: `${body}\n${SIGN}` });

export const NOTICES: ArticleSpec[] = [
  notice(1, '关于系统升级维护的公告', 1, [
    p('尊敬的用户：', '为提供更稳定的服务，平台将于本周六凌晨0:00至6:00进行系统升级，期间充值、提现及出借功能暂停使用。'),
    table(['功能', '暂停时间', '恢复时间'], [['充值', '00:00', '06:00'], ['提现', '00:00', '06:00'], ['出借', '00:00', '06:00']]),
    p(`升级进度请关注${link('/notice', '平台公告')}，给您带来的不便敬请谅解。`),
  ].join('\n')),
  notice(2, '关于恒信稳盈系列项目正常回款的公告', 4, p('恒信稳盈系列本月到期项目已全部按时回款，资金已到达出借人账户，请登录查看。')),
  notice(3, '关于防范冒充平台客服诈骗的风险提示', 7, [
    p('近期有不法分子冒充平台客服，以“账户异常”“退还手续费”为由诱导用户转账。平台客服不会索要短信验证码和支付密码。'),
    HOSTILE.script,
    p(`如遇可疑情况请拨打官方客服热线核实，或访问${ext('https://www.pbc.gov.cn', '中国人民银行')}了解金融消费者权益保护知识。`),
    HOSTILE.onerror,
    img('notice-fraud.svg', '防诈骗提示', 690, 300),
  ].join('\n')),
  notice(4, '关于调整部分银行快捷支付限额的公告', 11, [
    p('根据合作支付机构通知，自下月1日起以下银行快捷支付限额调整如下：'),
    table(['银行', '单笔限额（元）', '单日限额（元）'], [['招商银行', '5,000', '5,000'], ['中国民生银行', '5,000', '10,000'], ['华夏银行', '5,000', '10,000']]),
    p('大额充值建议使用网银转账或线下充值。'),
  ].join('\n')),
  notice(5, '关于车贷宝逾期项目处置进展的公告', 15, p('该项目借款人因经营周转困难未能按期还款，平台已启动抵押车辆处置程序，处置所得将按借款合同约定分配给出借人，进展另行公告。')),
  notice(6, '关于国庆节假期充值提现安排的公告', 22, p('节假日期间提现申请将顺延至节后首个工作日处理，充值和出借不受影响。')),
  notice(7, '平台上月运营数据披露', 30, [
    p('上月平台新增撮合出借金额2.36亿元，借款逾期率0.42%。'),
    table(['指标', '数值'], [['累计撮合金额', '58.6亿元'], ['累计出借人数', '21.3万人'], ['当前借贷余额', '9.8亿元'], ['项目逾期率', '0.42%']]),
  ].join('\n')),
  notice(8, '关于新增汇智稳健私募基金产品的公告', 37, p('平台新增私募证券投资基金产品，仅向通过合格投资者认证的用户开放，认购起点100万元。', link('/profession', '前往合格投资者认证'))),
  notice(9, '关于完成年度审计的公告', 45, p('平台已完成上一年度财务审计及合规审计，审计报告已在信息披露栏目公示。')),
  notice(10, '关于债权转让功能升级的公告', 52, p('债权转让现支持部分购买，转让价格范围为债权价值的95%至105%。')),
  notice(11, '关于更新《隐私政策》的公告', 60, p(`平台已更新《隐私政策》，请查看${link('/privacy', '最新版本')}。`)),
  notice(12, '关于暂停POS充值服务的公告', 75, p('因合作机构系统调整，POS充值服务暂停，恢复时间另行通知。')),
  notice(13, '关于会员体系全新升级的公告', 90, p('会员等级由原来的五级调整为L0至L6七个等级，新增生日特权与免费提现特权。', link('/memberRule', '查看会员规则'))),
  notice(14, '关于平台接入银行资金存管的公告', 120, p('平台已完成银行资金存管系统上线，所有出借资金均进入存管账户。')),
];

const news = (n: number, title: string, daysAgo: number, content: string, summary: string): ArticleSpec =>
  ({ key: `news-${n}`, name: 'NEWS', title, daysAgo, content, summary, thumbnail: `/sandbox-assets/news-${n}.svg` });

export const NEWS: ArticleSpec[] = [
  news(1, '汇盈金服获评“年度最佳普惠金融服务平台”', 3, [
    p('在日前举行的金融科技创新峰会上，汇盈金服凭借在供应链金融领域的实践获评年度最佳普惠金融服务平台。'),
    img('news-award.svg', '颁奖现场', 690, 388),
    p(`峰会详情见${ext('https://www.nifa.org.cn', '中国互联网金融协会')}。`),
  ].join('\n'), '凭借供应链金融实践获评年度最佳普惠金融服务平台。'),
  news(2, '平台累计撮合出借金额突破58亿元', 12, p('截至上月末，平台累计撮合出借金额突破58亿元，服务中小微企业超过3,200家。'), '服务中小微企业超过3,200家。'),
  news(3, '汇盈金服与长三角三家银行达成存管及授信合作', 26, p('合作将进一步提升资金存管效率，并为平台优质借款企业提供授信支持。'), '进一步提升资金存管效率。'),
  news(4, '专家解读：个人出借人如何做好资产配置', 41, [
    p('分散出借、匹配期限、量力而行，是个人出借人配置网络借贷资产的三条基本原则。'),
    ul(['单一项目出借不宜超过可出借资金的20%', '出借期限与资金使用计划相匹配', '先完成风险测评再选择产品']),
  ].join('\n'), '分散出借、匹配期限、量力而行。'),
  news(5, '汇盈金服参加金融知识进社区宣传活动', 58, p('活动向社区老年居民普及防范非法集资和电信诈骗知识，发放宣传手册800余份。'), '普及防范非法集资知识。'),
  news(6, '平台上线适老化大字模式', 70, p('新版App与H5支持系统字体放大，关键按钮与文字对比度全面提升，方便老年用户使用。'), '方便老年用户使用。'),
  news(7, '汇盈金服发布年度社会责任报告', 130, p('报告披露了平台在普惠金融、消费者权益保护和公益助学方面的工作。'), '普惠金融与消费者权益保护。'),
];

// the activity says what the registration call really gives: made from the same packages
const GIFTS = giftWords(REGISTRATION_GIFTS.default);

const activity = (n: number, title: string, daysAgo: number, content: string): ArticleSpec =>
  ({ key: `activity-${n}`, name: 'ACTIVITY', title, daysAgo, content, thumbnail: `/sandbox-assets/activity-${n}.svg` });

export const ACTIVITIES: ArticleSpec[] = [
  activity(1, '周年庆：出借送百元红包，积分翻倍', 2, [
    img('activity-1.svg', '周年庆', 690, 300),
    p('活动期间单笔出借满1万元送100元红包，出借积分翻倍。'),
    table(['单笔出借', '奖励'], [['1万元', '100元红包'], ['5万元', '600元红包'], ['10万元', '1500元红包']]),
    p(`${link('/list', '立即出借')}`),
  ].join('\n')),
  activity(2, '邀请好友，双方各得30元返现券', 8, [
    p('好友通过您的邀请码注册并首次出借满3000元，您与好友各得30元返现券。'),
    `${HOSTILE.jsLink}点击领取额外奖励</a>`,
    HOSTILE.iframe + '</iframe>',
    p(`${link('/dashboard/invite', '去邀请好友')}`),
  ].join('\n')),
  activity(3, `新手福利：注册即送${GIFTS.headline}`, 20, [
    p('新用户注册成功即发放以下红包，可在“我的红包”中查看：'),
    ul(GIFTS.items),
    p('红包按各自的使用条件在出借时抵扣或加息，不可提现；出借有风险，项目收益以借款人实际还款为准。', link('/register', '立即注册')),
  ].join('\n')),
  activity(4, '理财知识答题赢积分', 35, p('参与理财知识答题，10道题答完即可获得积分奖励。', link('/weichartPlay', '开始答题'))),
  activity(5, '九宫格幸运抽奖', 50, p('每日出借即可获得抽奖机会，最高赢取888元红包。', link('/ninePlay', '去抽奖'))),
];
