/** INTRODUCTION (home blocks, about, rules, version log) and PRODUCT (features, product intros). */
import type { ArticleSpec } from './cms-html';
import { ext, h, img, link, p, table, ul } from './cms-html';

export const PLATFORM = '汇盈金服';
export const COMPANY = '上海汇盈网络科技有限公司';
export const HOTLINE = '400-820-8866';

export const INTRODUCTIONS: ArticleSpec[] = [
  { key: 'app-info-1', name: 'APPInfo', title: '银行资金存管', daysAgo: 30, thumbnail: '/sandbox-assets/app-info-1.svg',
    content: p('出借人资金由合作银行独立存管，平台不触碰用户资金，资金流向全程可查。') },
  { key: 'app-info-2', name: 'APPInfo', title: '累计撮合出借58.6亿元', daysAgo: 31, thumbnail: '/sandbox-assets/app-info-2.svg',
    content: p('截至上月末，平台累计撮合出借金额58.6亿元，为出借人赚取收益3.2亿元。') },
  { key: 'app-info-3', name: 'APPInfo', title: '中国互联网金融协会会员', daysAgo: 200, thumbnail: '/sandbox-assets/app-info-3.svg',
    content: p(`${PLATFORM}是中国互联网金融协会会员单位，按要求进行信息披露。`) },
  { key: 'app-view-1', name: 'APPViews', title: '新手专享 年化12%+1%', daysAgo: 5, thumbnail: '/sandbox-assets/app-view-1.svg',
    content: p('首次出借用户专享，15天或30天短期项目，到期一次还本付息。', link('/list?tab=loan', '立即查看新手项目')) },
  { key: 'app-view-2', name: 'APPViews', title: '邀请好友 双方得红包', daysAgo: 9, thumbnail: '/sandbox-assets/app-view-2.svg',
    content: p('好友注册并首次出借满3000元，您与好友各得30元返现券。', link('/dashboard/invite', '去邀请')) },
  { key: 'app-view-3', name: 'APPViews', title: '会员积分兑好礼', daysAgo: 40, thumbnail: '/sandbox-assets/app-view-3.svg',
    content: p('出借即送积分，积分可兑换加息券、现金红包和精美礼品。') },
  { key: 'app-service-1', name: 'APPServices', title: '风险测评', daysAgo: 20, thumbnail: '/sandbox-assets/service-risk.svg',
    content: p('了解自己的风险承受能力，选择合适的出借项目。', link('/riskRank', '开始测评')) },
  { key: 'app-service-2', name: 'APPServices', title: '信息披露', daysAgo: 21, thumbnail: '/sandbox-assets/service-disclosure.svg',
    content: p('平台运营数据、审计报告与重大事项按月公示。', link('/about', '查看详情')) },
  { key: 'app-service-3', name: 'APPServices', title: '风险与保障', daysAgo: 22, thumbnail: '/sandbox-assets/service-safety.svg',
    content: p('资金银行存管，部分项目有第三方担保或抵押；平台不承诺保本保息，出借有风险。', link('/feature/safety', '了解更多')) },
  { key: 'app-service-4', name: 'APPServices', title: '帮助中心', daysAgo: 23, thumbnail: '/sandbox-assets/service-help.svg',
    content: p('注册登录、充值提现、出借理财常见问题解答。', link('/help', '进入帮助中心')) },
  { key: 'about-summary', name: 'ABOUT', title: '公司简介', daysAgo: 365,
    content: [
      p(`${PLATFORM}由${COMPANY}运营，成立于2014年，注册资本1亿元，总部位于上海市浦东新区，是一家专注于中小微企业融资与个人出借撮合的互联网金融信息服务平台。`,
        '平台坚持“小额分散、风险可控”的原则，底层资产以供应链应收账款、车辆抵押借款和担保机构担保的企业经营借款为主。'),
      img('article-1.svg', '公司办公环境', 690, 360),
      table(['项目', '信息'], [
        ['公司全称', COMPANY], ['成立时间', '2014年8月'], ['注册资本', '1亿元人民币'],
        ['注册地址', '上海市浦东新区张杨路500号华润时代广场18层'], ['客服热线', HOTLINE],
      ]),
      p(`监管信息请访问${ext('https://www.nifa.org.cn', '中国互联网金融协会')}查询；平台公告请查看${link('/notice', '公告列表')}。`),
    ].join('\n') },
  { key: 'about-history', name: 'ABOUT', title: '发展历程', daysAgo: 360,
    content: ul(['2014年8月 公司成立', '2015年3月 平台上线运营', '2017年6月 完成银行资金存管对接', '2019年11月 累计撮合出借突破30亿元', '2024年9月 累计撮合出借突破50亿元']) },
  { key: 'about-contact', name: 'ABOUT', title: '联系我们', daysAgo: 355,
    content: p(`客服热线：${HOTLINE}（工作日 9:00-18:00）`, '客服邮箱：service@huiying.example.cn', '公司地址：上海市浦东新区张杨路500号华润时代广场18层') },
  { key: 'prove-license', name: 'PROVE', title: '资质证明', daysAgo: 300,
    content: [p('营业执照、ICP经营许可证及等级保护三级备案证明。'), img('article-license.svg', '营业执照', 600, 800)].join('\n') },
  { key: 'prove-custody', name: 'PROVE', title: '资金存管协议', daysAgo: 290,
    content: p('平台与合作银行签署《网络借贷资金存管协议》，出借人资金与平台自有资金严格隔离。') },
  { key: 'member-rule', name: 'MEMBER_RULE', title: '会员等级规则', daysAgo: 100,
    content: [
      p('会员等级根据累计出借金额自动评定，每日更新一次。'),
      table(['等级', '名称', '累计出借（元）', '每月免费提现'], [
        ['L0', '普通会员', '0', '0次'], ['L1', '青铜会员', '10,000', '1次'], ['L2', '白银会员', '50,000', '2次'],
        ['L3', '黄金会员', '200,000', '3次'], ['L4', '铂金会员', '500,000', '5次'], ['L5', '钻石会员', '1,000,000', '8次'],
        ['L6', '至尊会员', '5,000,000', '不限'],
      ]),
    ].join('\n') },
  { key: 'integral-rule', name: 'INTEGRAL_RULE', title: '积分规则', daysAgo: 100,
    content: ul(['出借每100元获得3积分，黄金会员及以上享额外倍数', '每日签到获得10积分', '生日当月出借享双倍积分',
      '积分有效期为获得之日起至次年12月31日', '积分可在积分商城兑换加息券、现金红包和礼品']) },
  { key: 'coupon-rule', name: 'COUPON_RULE', title: '红包使用说明', daysAgo: 95,
    content: [
      p('红包是平台发放给出借人的优惠券，出借时可选择使用，每笔出借限用一张。'),
      table(['类型', '作用', '示例'], [
        ['现金红包', '抵扣出借金额', '出借满1,000元可用20元'], ['加息券', '提高该笔出借的年化利率', '+0.5%，按出借期限计息'],
        ['增值券', '计入本金一起计息', '50元增值券随本金计息'], ['返现券', '出借成功后返现至账户余额', '出借满3,000元返30元'],
      ]),
      ul(['红包有有效期，过期自动失效', '部分项目不支持使用红包，以项目页面提示为准', '实名认证用户可将未使用的红包转赠他人，转赠后不可撤回']),
      p(`查看${link('/dashboard/coupon', '我的红包')}。`),
    ].join('\n') },
  { key: 'offline-guide', name: 'OFFLINE', title: '线下转账出借说明', daysAgo: 80,
    content: [
      p('大额出借可选择线下转账：提交出借申请时选择“线下支付”，平台生成订单后，请在订单有效期内通过网银或柜台转账至指定存管账户。'),
      table(['步骤', '说明'], [
        ['1 提交订单', '在项目页选择线下支付并确认出借金额'], ['2 转账汇款', '按订单显示的收款户名、账号和开户行转账，附言填写订单号'],
        ['3 到账确认', '工作日2小时内确认到账，确认后开始计息'],
      ]),
      p('转账金额须与订单金额一致；订单超时未到账将自动取消，已转入资金原路退回。'),
      p(`如有疑问请拨打客服热线${HOTLINE}。`),
    ].join('\n') },
  { key: 'appoint-guide', name: 'APPOINT', title: '预约出借说明', daysAgo: 85,
    content: [
      p('预热中的项目可以提前预约：预约成功后，项目开放时系统按预约顺序为您锁定出借额度。'),
      ul(['预约默认使用线下支付，锁定后请在订单有效期内完成转账', '同一项目每人限预约一次', '项目开放前可在“我的出借”中取消预约']),
      p(`查看${link('/offline', '线下转账出借说明')}。`),
    ].join('\n') },
  { key: 'versionlog', name: 'VERSIONLOG', title: '版本更新记录', daysAgo: 10,
    content: table(['版本', '日期', '更新内容'], [
      ['3.2.0', '本月', '新增每日简报分享、适老化大字模式'], ['3.1.0', '上月', '债权转让支持部分购买'], ['3.0.0', '三个月前', '全新会员中心与积分商城'],
    ]) },
];

interface ProductIntro { key: string; title: string; lines: string[] }

const PRODUCT_INTROS: ProductIntro[] = [
  { key: 'GDSY', title: '恒信稳盈', lines: ['固定期限系列，期限3-12个月，按月付息到期还本。', '第三方融资担保机构提供保证担保，担保范围以担保函为准；100元起投。'] },
  { key: 'CPTJ', title: '车贷宝', lines: ['个人车辆抵押借款，车辆足额抵押并安装GPS。', '按月等额本息回款，资金回笼快。'] },
  { key: 'NEW', title: '新手专享', lines: ['首次出借用户专享，约定年化利率12%另加1%。', '每人限投1次，单笔最高1万元。'] },
  { key: 'GDHD', title: '鼎盛尊享', lines: ['高端定制项目，仅面向实名认证的合格投资者。', '5万元起投，按月付息。'] },
  { key: 'GDLC', title: '鼎盛理财', lines: ['供应链金融项目，核心企业应收账款确权。', '1万元起投。'] },
  { key: 'ZXHD', title: '至信荣耀', lines: ['尊享系列，仅面向合格投资者，10万元起投。', '到期一次还本付息。'] },
  { key: 'ZXLC', title: '至信月享', lines: ['尊享月月付息项目，5万元起投。'] },
  { key: 'HZZQ', title: '汇智债权', lines: ['优质企业债权资产包，按月等额本息回款。', '仅面向合格投资者。'] },
  { key: 'JJLC', title: '汇智稳健私募基金', lines: ['私募证券投资基金，单只基金认购不低于100万元。', '仅面向合格投资者，业绩比较基准不构成收益承诺。'] },
  { key: 'HDZX', title: '活动专享', lines: ['平台活动期间限时发售，另加约定加息。'] },
  { key: 'DQCP', title: '定期宝', lines: ['定期理财产品，循环产品每个周期结束前15天可申请赎回。'] },
];

export const PRODUCTS_CMS: ArticleSpec[] = [
  { key: 'feature-safety', name: 'SAFETY', title: '风险与保障', daysAgo: 60,
    content: [
      p('平台不提供担保，不承诺保本保息；出借有风险，借款人逾期或违约时可能造成本金和利息损失，风险由出借人自行承担。'),
      h('一、银行资金存管'), p('出借人资金由合作银行存管，与平台自有资金隔离，平台无法挪用。'),
      h('二、第三方担保'), p('部分项目由合作融资担保机构提供保证担保，担保范围、期限和履约条件以该项目的担保函为准；担保机构自身的履约能力同样存在风险。'),
      h('三、抵押与质押'), p('部分项目以车辆、不动产或应收账款抵押、质押，逾期时依法处置，处置所得按借款合同约定清偿，可能不足以覆盖本息。'),
      img('feature-safety.svg', '风险与保障', 690, 400),
      table(['措施', '涉及产品', '说明'], [
        ['银行存管', '全部产品', '资金与平台自有资金隔离'], ['第三方担保', '恒信稳盈、新手专享、定期宝', '以担保函约定为准'],
        ['抵押物处置', '车贷宝', '车辆评估价七折以内放款'],
      ]),
      p(`更多监管政策请参阅${ext('https://www.pbc.gov.cn', '中国人民银行网站')}。`),
    ].join('\n') },
  { key: 'feature-product', name: 'PRODUCT', title: '产品介绍', daysAgo: 60,
    content: [
      p('平台产品按风险等级从R1（低）到R5（高）分为五档，请根据风险测评结果选择。'),
      table(['产品', '期限', '风险等级', '起投金额'], [
        ['新手专享', '15-30天', 'R1', '100元'], ['恒信稳盈', '3-12个月', 'R2-R3', '100元'], ['车贷宝', '6-12个月', 'R3-R4', '100元'],
        ['鼎盛尊享', '12-24个月', 'R4', '5万元'], ['汇智稳健私募基金', '12个月', 'R5', '100万元'],
      ]),
      p(`查看${link('/list', '全部项目')}或${link('/riskRank', '进行风险测评')}。`),
    ].join('\n') },
  ...PRODUCT_INTROS.map((x) => ({
    key: `product-${x.key}`, name: x.key, title: x.title, daysAgo: 90,
    content: p(...x.lines),
  })),
];
