// One word per thing (issue 17): the product lends (出借), funds and claims are bought (购买),
// and every status has one label, the glossary's (domain/format/glossary.ts, statuses in statuses.ts). Two proofs:
// - the user-visible strings of modules/ and runtime/ (string and template literals, JSX
//   text, read with the TypeScript parser so comments and identifiers cannot confuse it)
//   carry no second word: no 投资 outside the law's terms, no 理财 naming a loan or its
//   action, no retired status word, no status-shaped word the glossary does not know, and no
//   status map of its own outside the glossary;
// - the maps cover every status the sandbox can send, and the filters and tabs list exactly
//   their labels.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import * as words from '../../domain/format/glossary';
import * as statuses from '../../domain/format/statuses';

const G = { ...words, ...statuses };
import { INVEST_STATUSES, LOAN_STATUSES } from '../../server/sandbox/model';
import { createSeed } from '../../server/sandbox/seed/index';
import { GROUPS, NO_PICKS, toFilters, type Picks } from '../../modules/products/components/filters';
import {
  FUND_TABS,
  OFFLINE_TABS,
  ONLINE_TABS,
  fundRecordStatusWord,
  fundStatusWord,
  offlineStatusWord,
  type StatusTab,
} from '../../modules/portfolio/rules/invest-status';
import { holdingStatus } from '../../modules/portfolio/rules/holding';
import { COUPON_TABS, boundsText, stateWord, statusesOf } from '../../modules/coupons/rules/coupon-words';
import { statusWord as claimWord } from '../../modules/claims/components/claims-status';
import { FUND_STATUS_LABELS } from '../../modules/payment/rules/fund-types';
import { periodWord } from '../../modules/portfolio/components/portfolio-repayments';
import { repaymentStatus } from '../../modules/account/rules/calendar-days';
import { checkInvestAmount, ruleText } from '../../modules/invest/rules/invest';
import { rateRangeText } from '../../modules/member/rules/member';
import { priceRange, priceRangeText } from '../../modules/claims/rules/transfer';

const root = resolve(__dirname, '../..');

// ------------------------------------------------------------------ the strings users read

interface Found {
  file: string;
  line: number;
  text: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(join(root, p)).isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(name) && !/\.d\.ts$/.test(name) ? [p] : [];
  });
}

const HAN = /\p{Script=Han}/u;

/** A module path, not words: `import … from '…'`, `export … from '…'`, `import('…')`. */
const isSpecifier = (n: ts.Node) =>
  ts.isImportDeclaration(n.parent) ||
  ts.isExportDeclaration(n.parent) ||
  ts.isExternalModuleReference(n.parent) ||
  (ts.isCallExpression(n.parent) && n.parent.expression.kind === ts.SyntaxKind.ImportKeyword);

function parse(file: string) {
  return ts.createSourceFile(
    file,
    readFileSync(join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

/** Every Chinese string a file can show: literals, template parts, JSX text (trimmed). */
function visibleStrings(file: string, src = parse(file)): Found[] {
  const out: Found[] = [];
  const visit = (n: ts.Node) => {
    let text: string | undefined;
    if ((ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) && !isSpecifier(n)) text = n.text;
    else if (ts.isTemplateHead(n) || ts.isTemplateMiddle(n) || ts.isTemplateTail(n)) text = n.text;
    else if (ts.isJsxText(n)) text = n.text.trim();
    if (text && HAN.test(text)) out.push({ file, line: src.getLineAndCharacterOfPosition(n.getStart(src)).line + 1, text });
    ts.forEachChild(n, visit);
  };
  visit(src);
  return out;
}

const FILES = [...sourceFiles('modules'), ...sourceFiles('kit'), ...sourceFiles('domain'), ...sourceFiles('runtime')];
const STRINGS = FILES.flatMap((f) => visibleStrings(f));

// ------------------------------------------------------------------ the rules

/** The law's terms, and the one phrase that is about securities advice, not our lending. */
const LEGAL = /合格投资者|专业投资者|投资者适当性|投资者类型|投资建议|证券投资基金/g;

/** 理财 about personal finance in general: the quiz (知识, 风格, 经验, 测试), market articles (观点), banks' products. */
const GENERAL_LICAI = /理财(知识|风格|经验|测试|观点)|银行理财/g;
/** 理财 as the name of a loan product or of lending. */
const LOAN_LICAI = /(立即|我的|定期|高端|尊享|基金)理财|理财(金额|记录|规则|产品|计划|协议|成功|失败|人|期限|收益)|^理财$/;

/** Words for a status the glossary names otherwise: contained anywhere, or (short ones) as a whole label. */
const RETIRED: Record<string, { use: string; whole?: boolean }> = {
  已结息: { use: '已结清' },
  已结算: { use: '已成交' },
  计息中: { use: '还款中' },
  已兑付: { use: '已结清' },
  逾期未还: { use: '已逾期' },
  逾期未回: { use: '已逾期' },
  // a loan still raising is 募集中 on every record, whichever code (PROPOSED, FROZEN, FINISHED)
  投标中: { use: '募集中' },
  募集完成: { use: '募集中' },
  募集结束: { use: '募集中' },
  抢购中: { use: '可出借' },
  已满标: { use: '已售罄' },
  已还: { use: '已回款', whole: true },
  待还: { use: '待回款', whole: true },
  已还款: { use: '已回款', whole: true },
  待还款: { use: '待回款', whole: true },
  已完成: { use: '已售罄', whole: true },
  // one name for the six digits, one per coupon kind (glossary PAY_PASSWORD, COUPON_TYPE)
  交易密码: { use: '支付密码' },
  现金券: { use: '现金红包' },
  本金券: { use: '增值券' },
};

/** A word shaped like a status: 已…, 待…, 未… or …中, three characters. */
const STATUS_SHAPE = /^(?:[已待未]\p{Script=Han}{2}|\p{Script=Han}{2}中)$/u;

/** Status-shaped words that are not the status of a record: states of the account's settings, captions, progress. */
const NOT_STATUS = new Set([
  // account settings (bank card, survey, real name, WeChat, privileges): set or not, no record status
  '已绑定',
  '未绑定',
  '已设置',
  '未设置',
  '已测评',
  '未测评',
  '未认证',
  '已开通',
  '未开通',
  // a friend invited has lent or not yet; a gift is given out or all taken
  '已出借',
  '未出借',
  '已发放',
  '已兑完',
  // what a field or a countdown says, and something happening on the screen right now
  '已输入',
  '已超出',
  '已截止',
  '加载中',
  '抽奖中',
]);

const SHARED_LABELS = new Set(
  [
    G.LOAN_STATUS,
    G.CLAIM_STATUS,
    G.INVEST_STATUS,
    G.OFFLINE_STATUS,
    G.FUND_STATUS,
    G.FUND_TRADE_STATUS,
    G.FUND_RECORD_STATUS,
    G.REPAYMENT_STATUS,
    G.COUPON_STATUS,
    G.HOLD_TAB,
  ].flatMap((m) => Object.values(m)),
);

interface Exempt {
  file: string;
  text: string;
  why: string;
}

/** Strings that must stay as they are, each with its reason. */
const EXEMPT: Exempt[] = [
  { file: 'modules/content/api/articles.ts', text: '投资理财', why: "the HELP category's name, the CMS's key; its tab reads 出借与购买" },
];

function violations(strings: readonly Found[]): string[] {
  const out: string[] = [];
  const excused = (f: Found) => EXEMPT.some((e) => e.file === f.file && e.text === f.text);
  for (const f of strings) {
    if (excused(f)) continue;
    const at = `${f.file}:${f.line} “${f.text}”`;
    const bare = f.text.replace(LEGAL, '');
    if (/投资/.test(bare)) out.push(`${at}: 投资 — say 出借 (a loan), 购买 (a fund or a claim) or 转让`);
    if (/起投|可投(?!诉)/.test(bare)) out.push(`${at}: 起投/可投 — say 元起, 最低出借金额, 剩余可出借`);
    if (LOAN_LICAI.test(f.text.replace(GENERAL_LICAI, ''))) out.push(`${at}: 理财 names a loan or lending — say 出借`);
    for (const [word, r] of Object.entries(RETIRED)) {
      if (r.whole ? f.text.trim() === word : f.text.includes(word)) out.push(`${at}: ${word} — the glossary says ${r.use}`);
    }
    const t = f.text.trim();
    if (STATUS_SHAPE.test(t) && !SHARED_LABELS.has(t) && !NOT_STATUS.has(t) && !RETIRED[t])
      out.push(`${at}: a status word the glossary does not have — add it to a map there, or to NOT_STATUS if it is not a status`);
  }
  return out;
}

// ------------------------------------------------------------------ status maps live in one place

/** What the sandbox says each record's status can be: the union types of server/sandbox/model/. */
function sandboxStatuses(): Record<string, string[]> {
  const dir = 'server/sandbox/model';
  const aliases = new Map<string, ts.TypeNode>();
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  for (const f of readdirSync(join(root, dir)).filter((f) => f.endsWith('.ts')))
    parse(`${dir}/${f}`).forEachChild((n) => {
      if (ts.isTypeAliasDeclaration(n)) aliases.set(n.name.text, n.type);
      if (ts.isInterfaceDeclaration(n)) interfaces.set(n.name.text, n);
    });
  const consts: Record<string, readonly string[]> = { LoanStatus: LOAN_STATUSES, InvestStatus: INVEST_STATUSES };
  const literals = (t: ts.TypeNode): string[] => {
    if (ts.isUnionTypeNode(t)) return t.types.flatMap(literals);
    if (ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal)) return [t.literal.text];
    if (ts.isTypeReferenceNode(t) && ts.isIdentifier(t.typeName)) {
      const name = t.typeName.text;
      if (consts[name]) return [...consts[name]];
      const a = aliases.get(name);
      if (a) return literals(a);
    }
    throw new Error(`cannot read the status type ${t.getText()}`);
  };
  const statusOf = (name: string) => {
    const p = interfaces.get(name)?.members.find((m): m is ts.PropertySignature => ts.isPropertySignature(m) && m.name.getText() === 'status');
    if (!p?.type) throw new Error(`${name} has no status in the model`);
    return literals(p.type);
  };
  return Object.fromEntries(
    ['Loan', 'Investment', 'CreditAssign', 'CouponPlacement', 'FrfInvest', 'FrfRecord', 'OfflineInvest', 'FundRecord', 'InvestRepayment'].map((n) => [
      n,
      statusOf(n),
    ]),
  );
}

const MAP_OF: Record<string, Readonly<Record<string, string>>> = {
  Loan: G.LOAN_STATUS,
  Investment: G.INVEST_STATUS,
  CreditAssign: G.CLAIM_STATUS,
  CouponPlacement: G.COUPON_STATUS,
  FrfInvest: G.FUND_STATUS,
  FrfRecord: G.FUND_TRADE_STATUS,
  OfflineInvest: G.OFFLINE_STATUS,
  FundRecord: G.FUND_RECORD_STATUS,
  InvestRepayment: G.REPAYMENT_STATUS,
};

const STATUS_CODES = new Set([...Object.values(sandboxStatuses()).flat(), 'OPENED']);

/** Object literals outside the glossary mapping two or more status codes to Chinese words. */
function statusMaps(file: string, src = parse(file)): string[] {
  const out: string[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isObjectLiteralExpression(n)) {
      const keyed = n.properties.filter(
        (p) =>
          ts.isPropertyAssignment(p) &&
          STATUS_CODES.has(p.name.getText(src).replace(/['"]/g, '')) &&
          ts.isStringLiteralLike(p.initializer) &&
          HAN.test(p.initializer.text),
      );
      if (keyed.length >= 2)
        out.push(`${file}:${src.getLineAndCharacterOfPosition(n.getStart(src)).line + 1} maps ${keyed.map((p) => p.name!.getText(src)).join(', ')}`);
    }
    ts.forEachChild(n, visit);
  };
  visit(src);
  return out;
}

/** runtime/api/messages.ts maps error codes (FAILED is one) to sentences, not statuses to labels. */
const NOT_MAPS = new Set(['runtime/api/messages.ts']);

// ------------------------------------------------------------------ tests

describe('one word for one thing in what users read', () => {
  it('reads the strings of every screen, not a tiny set by mistake', () => {
    expect(FILES.length).toBeGreaterThan(250);
    expect(STRINGS.length).toBeGreaterThan(1500);
    // literals, template parts and JSX text are all seen; comments and imports are not
    const probe = visibleStrings(
      'probe.tsx',
      ts.createSourceFile(
        'probe.tsx',
        "import x from '投资';\n// 投资\nconst a = '甲';\nconst b = `乙${a}丙`;\nconst c = <p> 丁 </p>;",
        ts.ScriptTarget.Latest,
        true,
        ts.ScriptKind.TSX,
      ),
    );
    expect(probe.map((f) => f.text)).toEqual(['甲', '乙', '丙', '丁']);
  });

  it('fails on a second word: 投资, 起投, 理财 for a loan, retired and unknown status words', () => {
    const f = (text: string): Found => ({ file: 'modules/x.tsx', line: 1, text });
    const bad = ['立即投资', '100元起投', '剩余可投', '高端理财', '理财', '已结息', '计息中', '已完成', '已结账'].map(f);
    expect(violations(bad).map((v) => v.split('”')[0]!.split('“')[1])).toEqual([
      '立即投资',
      '100元起投',
      '剩余可投',
      '高端理财',
      '理财',
      '已结息',
      '计息中',
      '已完成',
      '已结账',
    ]);
    const good = ['立即出借', '100元起', '合格投资者认证', '不构成投资建议', '理财知识小测试', '已结清', '风险测评已完成', '已绑定'].map(f);
    expect(violations(good)).toEqual([]);
  });

  it('every screen uses the chosen words', () => {
    expect(violations(STRINGS)).toEqual([]);
  });

  it('every exemption still matches a string (a stale one would hide nothing and mislead)', () => {
    const stale = EXEMPT.filter((e) => !STRINGS.some((s) => s.file === e.file && s.text === e.text));
    expect(stale).toEqual([]);
  });

  it('status labels come from the glossary: no status map of its own elsewhere', () => {
    const maps = FILES.filter((f) => f !== 'domain/format/glossary.ts' && f !== 'domain/format/statuses.ts' && !NOT_MAPS.has(f)).flatMap((f) => statusMaps(f));
    expect(maps).toEqual([]);
    // the check sees a map when there is one
    expect(statusMaps('x.ts', ts.createSourceFile('x.ts', "const M = { SETTLED: '计息中', CLEARED: '已结息' };", ts.ScriptTarget.Latest, true))).toHaveLength(
      1,
    );
  });
});

describe('the status maps', () => {
  const declared = sandboxStatuses();
  const seed = createSeed(Date.UTC(2026, 10, 1, 2, 30));

  it('label every status the sandbox declares, in words from one set', () => {
    for (const [entity, codes] of Object.entries(declared)) {
      expect(codes.length, entity).toBeGreaterThan(1);
      for (const c of codes) expect(MAP_OF[entity]![c], `${entity} ${c}`).toMatch(HAN);
    }
  });

  it('cover what the seeded sandbox actually sends', () => {
    const sent: Record<string, string[]> = {
      Loan: seed.loans.map((l) => l.status),
      Investment: seed.investments.map((i) => i.status),
      CreditAssign: seed.creditAssigns.map((a) => a.status),
      CouponPlacement: seed.coupons.map((c) => c.status),
      FrfInvest: seed.frfInvests.map((f) => f.status),
      FrfRecord: seed.frfRecords.map((r) => r.status),
      OfflineInvest: seed.offlineInvests.map((o) => o.status),
      FundRecord: seed.fundRecords.map((r) => r.status),
      InvestRepayment: seed.investments.flatMap((i) => i.repayments.map((r) => r.status)),
    };
    for (const [entity, codes] of Object.entries(sent)) {
      expect(codes.length, entity).toBeGreaterThan(0);
      for (const c of new Set(codes)) {
        expect(declared[entity], entity).toContain(c);
        expect(MAP_OF[entity]![c], `${entity} ${c}`).toBeTruthy();
      }
    }
  });

  it('say 已结清 for everything repaid in full, and never 已结息', () => {
    expect(G.LOAN_STATUS.CLEARED).toBe('已结清');
    expect(G.INVEST_STATUS.CLEARED).toBe('已结清');
    expect(G.OFFLINE_STATUS.REDEMPTION).toBe('已结清');
    expect(G.HOLD_TAB.CLEARED).toBe('已结清');
    expect([...SHARED_LABELS].filter((l) => RETIRED[l])).toEqual([]);
  });

  it('say 募集中 for a loan still raising, whichever code: never 投标中 or 募集完成', () => {
    // SPEC §4: PROPOSED, FROZEN and FINISHED are one state of the holding (raising)
    expect(['PROPOSED', 'FROZEN', 'FINISHED'].map((c) => G.INVEST_STATUS[c])).toEqual(['募集中', '募集中', '募集中']);
    // a fund's subscription period (OPEN, FINISHED) is its own one word, the tab's
    expect(G.FUND_STATUS.OPEN).toBe(G.FUND_STATUS.FINISHED);
    const f = (text: string): Found => ({ file: 'modules/x.tsx', line: 1, text });
    expect(violations(['投标中', '募集完成', '募集结束'].map(f))).toHaveLength(3);
  });

  it('give the screens their words: cards, detail screens and filters read the same map', () => {
    // TRANSFERRED is no code of its own: a claim's investment says it (next line)
    for (const c of Object.keys(G.INVEST_STATUS).filter((x) => x !== 'TRANSFERRED')) expect(holdingStatus({ status: c }, 0).word).toBe(G.INVEST_STATUS[c]);
    expect(holdingStatus({ status: 'FINISHED', creditAssignId: 'claim-1' }, 0).word).toBe(G.INVEST_STATUS.TRANSFERRED);
    for (const c of Object.keys(G.OFFLINE_STATUS)) expect(offlineStatusWord(c)).toBe(G.OFFLINE_STATUS[c]);
    for (const c of Object.keys(G.FUND_STATUS)) expect(fundStatusWord(c)).toBe(G.FUND_STATUS[c]);
    for (const c of Object.keys(G.FUND_TRADE_STATUS)) expect(fundRecordStatusWord(c)).toBe(G.FUND_TRADE_STATUS[c]);
    // a seller's own transfer says 已转让 once sold, as its card in 我的出借 does; the market says 已售罄
    for (const c of Object.keys(G.CLAIM_STATUS))
      expect(claimWord(c)).toBe(c === 'FINISHED' || c === 'SETTLED' ? G.INVEST_STATUS.TRANSFERRED : G.CLAIM_STATUS[c]);
    expect(FUND_STATUS_LABELS).toBe(G.FUND_RECORD_STATUS);
    const now = Date.UTC(2026, 10, 1);
    expect(periodWord({ status: 'REPAYED', dueDate: now - 1 }, now)).toBe(G.REPAYMENT_STATUS.REPAYED);
    expect(periodWord({ status: 'UNDUE', dueDate: now - 1 }, now)).toBe(repaymentStatus({ status: 'UNDUE', dueDate: now - 1 }, now).text);
    expect(periodWord({ status: 'UNDUE', dueDate: now + 1 }, now)).toBe(repaymentStatus({ status: 'UNDUE', dueDate: now + 1 }, now).text);
    const coupon = { couponPackage: { type: 'CASH', parValue: 10 }, timeExpire: now + 864e5 };
    for (const s of ['REDEEMED', 'USED', 'ASSIGNED']) expect(stateWord({ ...coupon, status: s }, now)).toBe(G.COUPON_STATUS[s]);
    expect(stateWord({ ...coupon, timeExpire: now - 1 }, now)).toBe(G.COUPON_STATUS.EXPIRED);
    expect(stateWord({ ...coupon, disabled: true }, now)).toBe(G.COUPON_STATUS.DISABLED);
  });

  it('the loan filter lists exactly the loan map’s labels, each asking for the statuses so labelled', () => {
    const [name, labels] = GROUPS[0]!;
    expect(name).toBe('状态');
    expect(labels).toEqual(['全部', ...new Set(Object.values(G.LOAN_STATUS))]);
    labels.forEach((label, i) => {
      if (!i) return;
      const codes = toFilters(NO_PICKS.map((v, g) => (g ? v : i)) as unknown as Picks).status.split(',');
      expect(codes.map((c) => G.LOAN_STATUS[c])).toEqual(codes.map(() => label));
      expect(codes.sort()).toEqual(
        Object.keys(G.LOAN_STATUS)
          .filter((c) => G.LOAN_STATUS[c] === label)
          .sort(),
      );
    });
  });

  it('holding tabs are named by the map: a status of theirs, or the group word', () => {
    const check = (tabs: readonly StatusTab[], map: Readonly<Record<string, string>>) => {
      for (const t of tabs) {
        for (const s of t.statuses) expect(map[s], `${t.key} ${s}`).toBeTruthy();
        expect(t.label === G.HOLD_TAB[t.key] || t.statuses.some((s) => map[s] === t.label), `${t.key} ${t.label}`).toBe(true);
      }
    };
    check(ONLINE_TABS, G.INVEST_STATUS);
    check(OFFLINE_TABS, G.OFFLINE_STATUS);
    check(FUND_TABS, G.FUND_STATUS);
    expect(ONLINE_TABS.map((t) => t.label)).toEqual(['持有中', '转让中', '已结清']);
    for (const t of COUPON_TABS) expect(statusesOf(t.key).map((s) => G.COUPON_STATUS[s])).toContain(t.label);
  });
});

describe('product words', () => {
  it('a fund is bought, every loan is lent to', () => {
    expect(G.verbOf('JJLC')).toBe('购买');
    for (const k of ['GDSY', 'CPTJ', 'NEW', 'GDHD', 'GDLC', 'ZXHD', 'ZXLC', 'HZZQ', 'HDZX', 'DQCP', undefined, null]) expect(G.verbOf(k)).toBe('出借');
    expect(G.amountLabel(G.verbOf('GDSY'))).toBe('出借金额');
    expect(G.minAmountLabel(G.verbOf('JJLC'))).toBe('最低购买金额');
    expect(G.fromYuan('100')).toBe('100元起');
  });

  it('the amount rules say 元起 and the product’s verb', () => {
    const rule = { balanceFen: 500_000_00, minFen: 100_00, stepFen: 100_00, maxFen: 0 };
    expect(ruleText(rule)).toBe('100元起，100元递增');
    expect(checkInvestAmount(null, rule, null, G.verbOf('JJLC'))).toBe('请输入购买金额');
  });

  it('a range whose ends read the same is one value', () => {
    expect(G.joinRange('12.00%', '12.00%')).toBe('12.00%');
    expect(G.joinRange('9.00%', '12.00%')).toBe('9.00%~12.00%');
    expect(G.joinRange('1%', '3%', '至')).toBe('1%至3%');
    // the special-interest and claim-transfer screens, which do it without loading the glossary
    expect(rateRangeText(100, 100)).toBe('1%');
    expect(rateRangeText(50, 300)).toBe('0.5%至3%');
    expect(priceRangeText({ min: 950_000, max: 950_000 })).toBe('9,500.00');
    expect(priceRangeText(priceRange(1_000_000))).toBe('9,500.00 ~ 10,500.00');
    expect(boundsText(1000, 1000)).toBe('单笔出借1,000元可用');
    expect(boundsText(1000, 5000)).toBe('单笔出借1,000元至5,000元可用');
  });
});
