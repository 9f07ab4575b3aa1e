/** Borrowing and guaranteeing companies (fictional), with proof images served as SVGs. */
import type { Corporation, ProofType } from '../model';
import { stableId } from './rng';

type CorpKey = 'hengxin' | 'pujiang' | 'xihu' | 'ruifeng' | 'huake' | 'nansha' | 'tianfu' | 'huizhi';

export const corpId = (key: CorpKey): string => stableId('corp', key);
export const corpUserId = (key: CorpKey): string => stableId('borrower', key);
export type { CorpKey };

const PROOF_TITLES: Record<ProofType, string> = {
  ANNOUNCEMENT: '项目公告',
  GUARANTEE: '担保函',
  COMMITMENT: '承诺函',
};

type Base = Omit<Corporation, 'id' | 'userId' | 'logo' | 'images'> & { key: CorpKey; proofs: ProofType[] };

const CORPS: Base[] = [
  {
    key: 'hengxin', name: '深圳前海恒信融资担保有限公司', shortName: '恒信担保',
    url: 'https://www.hengxin-guarantee.example.cn', address: '深圳市前海深港合作区前湾一路1号A栋201室',
    contact: '陈志远', phone: '0755-86671234', email: 'service@hengxin-guarantee.example.cn',
    registeredCapital: 500_000_000, registeredLocation: '广东省深圳市',
    businessScope: '借款类担保、发行债券担保、融资租赁担保等融资担保业务；诉讼保全担保、履约担保；与担保业务有关的融资咨询、财务顾问等中介服务。',
    description: '恒信担保成立于2012年，是经广东省地方金融监督管理局批准设立的融资性担保机构，主要为中小微企业提供融资担保服务，累计担保金额逾120亿元。担保责任以每个项目的担保函为准，担保机构自身的履约能力亦存在风险。',
    establishDate: '2012-06-18', legalPerson: '陈志远', industry: '融资担保', creditCode: '91440300MA5D8K2X1R',
    brightSpot: '注册资本5亿元，AA级担保机构；与12家银行建立授信合作。',
    proofs: ['ANNOUNCEMENT', 'GUARANTEE', 'COMMITMENT'],
  },
  {
    key: 'pujiang', name: '上海浦江汽车服务有限公司', shortName: '浦江汽车',
    url: 'https://www.pujiang-auto.example.cn', address: '上海市闵行区七莘路3288号2号楼5层',
    contact: '王海燕', phone: '021-64891122', email: 'loan@pujiang-auto.example.cn',
    registeredCapital: 80_000_000, registeredLocation: '上海市',
    businessScope: '汽车销售、二手车经纪、汽车租赁、汽车金融信息咨询、车辆抵押登记代办服务。',
    description: '浦江汽车深耕长三角汽车后市场十余年，为个人车主提供车辆抵押借款的车辆评估、抵押登记与贷后管理服务，全部车辆安装GPS并办理抵押登记。',
    establishDate: '2010-03-02', legalPerson: '王海燕', industry: '汽车服务', creditCode: '91310112MA1G7C3P5T',
    brightSpot: '车辆足额抵押，抵押率不超过评估价的七成；全程GPS监控；逾期车辆快速处置通道。',
    proofs: ['ANNOUNCEMENT', 'COMMITMENT'],
  },
  {
    key: 'xihu', name: '杭州西湖云链供应链管理有限公司', shortName: '西湖云链',
    url: 'https://www.xihu-chain.example.cn', address: '杭州市西湖区文三路478号华星时代广场B座12层',
    contact: '林晓东', phone: '0571-88213456', email: 'finance@xihu-chain.example.cn',
    registeredCapital: 120_000_000, registeredLocation: '浙江省杭州市',
    businessScope: '供应链管理服务；电子产品、纺织品、日用百货的批发；国内货运代理；仓储服务（除危险品）。',
    description: '西湖云链为长三角电商与制造企业提供采购执行、仓储物流与应收账款管理一体化服务，年交易规模超过40亿元。',
    establishDate: '2015-09-10', legalPerson: '林晓东', industry: '供应链管理', creditCode: '91330106MA27Y4L8XK',
    brightSpot: '核心企业应收账款确权；货物监管仓储；回款账户封闭管理。',
    proofs: ['ANNOUNCEMENT', 'GUARANTEE'],
  },
  {
    key: 'ruifeng', name: '江苏瑞丰建设工程集团有限公司', shortName: '瑞丰建设',
    url: 'https://www.ruifeng-build.example.cn', address: '南京市建邺区江东中路359号国睿大厦1号楼18层',
    contact: '徐国平', phone: '025-86552789', email: 'ir@ruifeng-build.example.cn',
    registeredCapital: 300_000_000, registeredLocation: '江苏省南京市',
    businessScope: '房屋建筑工程施工总承包、市政公用工程施工、建筑装饰装修工程、钢结构工程专业承包。',
    description: '瑞丰建设具有房屋建筑工程施工总承包一级资质，承建过多项省级优质工程，本次借款用于已中标市政项目的工程款周转。',
    establishDate: '2003-11-26', legalPerson: '徐国平', industry: '建筑工程', creditCode: '91320105134785962N',
    brightSpot: '施工总承包一级资质；应收工程款质押；实际控制人提供无限连带责任保证。',
    proofs: ['ANNOUNCEMENT', 'GUARANTEE', 'COMMITMENT'],
  },
  {
    key: 'huake', name: '北京华科智联科技有限公司', shortName: '华科智联',
    url: 'https://www.huake-iot.example.cn', address: '北京市海淀区上地信息路26号中关村创业大厦6层',
    contact: '赵明', phone: '010-62981357', email: 'contact@huake-iot.example.cn',
    registeredCapital: 50_000_000, registeredLocation: '北京市',
    businessScope: '技术开发、技术服务；物联网设备销售；计算机系统集成；软件开发。',
    description: '华科智联是国家高新技术企业，专注于园区物联网与能耗管理系统，拥有软件著作权58项，借款用于已签约订单的设备采购。',
    establishDate: '2014-04-21', legalPerson: '赵明', industry: '信息技术', creditCode: '91110108MA004R6J2C',
    brightSpot: '国家高新技术企业；订单回款覆盖借款本息1.6倍；股东追加保证。',
    proofs: ['ANNOUNCEMENT'],
  },
  {
    key: 'nansha', name: '广州南沙远航国际物流有限公司', shortName: '远航物流',
    url: 'https://www.yuanhang-logistics.example.cn', address: '广州市南沙区港前大道南162号1栋9层',
    contact: '黄志强', phone: '020-39087766', email: 'service@yuanhang-logistics.example.cn',
    registeredCapital: 200_000_000, registeredLocation: '广东省广州市',
    businessScope: '国际货运代理、报关报检、道路普通货物运输、仓储及冷链物流服务。',
    description: '远航物流是南沙港区主要的综合物流服务商之一，自有冷链仓库6万平方米，借款以运费应收账款提供质押。',
    establishDate: '2008-08-08', legalPerson: '黄志强', industry: '交通物流', creditCode: '91440115726813920F',
    brightSpot: '自有仓储资产；运费应收账款质押。',
    proofs: ['ANNOUNCEMENT', 'GUARANTEE'],
  },
  {
    key: 'tianfu', name: '成都天府禾丰农业发展有限公司', shortName: '禾丰农业',
    url: 'https://www.hefeng-agri.example.cn', address: '成都市温江区光华大道三段1588号',
    contact: '罗建华', phone: '028-82761900', email: 'hf@hefeng-agri.example.cn',
    registeredCapital: 30_000_000, registeredLocation: '四川省成都市',
    businessScope: '粮食种植与收购、农产品初加工、农业技术推广、农资销售。',
    description: '禾丰农业与川西2000余户种植户签订订单农业协议，借款用于秋粮收购季的流动资金。',
    establishDate: '2016-02-29', legalPerson: '罗建华', industry: '现代农业', creditCode: '91510115MA61W8Q37H',
    brightSpot: '订单农业模式；粮食库存质押监管；省级农业产业化龙头企业。',
    proofs: ['COMMITMENT'],
  },
  {
    key: 'huizhi', name: '上海汇智资产管理有限公司', shortName: '汇智资产',
    url: 'https://www.huizhi-am.example.cn', address: '上海市浦东新区世纪大道100号环球金融中心36层',
    contact: '孙立群', phone: '021-68801888', email: 'ir@huizhi-am.example.cn',
    registeredCapital: 1_000_000_000, registeredLocation: '上海市',
    businessScope: '资产管理、投资管理、股权投资管理（私募基金管理人，已在中国证券投资基金业协会登记）。',
    description: '汇智资产是已登记的私募证券投资基金管理人，管理规模逾60亿元，本公司发行的私募基金仅面向合格投资者。',
    establishDate: '2013-12-16', legalPerson: '孙立群', industry: '资产管理', creditCode: '91310115088571234M',
    brightSpot: '基金业协会登记管理人；托管于国有大型银行；合格投资者专属。',
    proofs: ['ANNOUNCEMENT', 'COMMITMENT'],
  },
];

export function buildCorporations(): Corporation[] {
  return CORPS.map(({ key, proofs, ...rest }) => ({
    id: corpId(key),
    userId: corpUserId(key),
    logo: `/sandbox-assets/corp-${key}-logo.svg`,
    ...rest,
    images: proofs.map((proofType) => ({
      proofType,
      url: `/sandbox-assets/corp-${key}-${proofType.toLowerCase()}.svg`,
      title: `${rest.shortName}${PROOF_TITLES[proofType]}`,
    })),
  }));
}
