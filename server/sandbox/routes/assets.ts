import { bare } from '../reply';
import { buildBanners } from '../seed/content-extra';
import { INTRODUCTIONS } from '../seed/cms-intro';
import { ACTIVITIES, NEWS } from '../seed/cms-publications';
import { GIFTS } from '../seed/member';
import { LOTTERY_ITEMS } from '../seed/games';
import { buildCorporations } from '../seed/corporations';
import { drawArt, hashOf, type Art, type Motif } from './asset-art';
import type { Register } from './register';

// What each seed picture shows. The seeds name a picture by file; its words come from the
// record that uses it (a banner's title, an article's, a gift's name), never from the file name.

type Kind = 'banner' | 'info' | 'view' | 'service' | 'news' | 'activity' | 'gift' | 'prize' | 'logo' | 'proof';

const TAGS: Partial<Record<Kind, string>> = { info: '平台', view: '观点', service: '服务', news: '资讯', activity: '活动' };

// first match wins: the more particular words first
const MOTIFS: [RegExp, Motif][] = [
  [/存管|安全|保障|诈骗|协会/, 'shield'],
  [/测评/, 'gauge'],
  [/邀请|好友/, 'people'],
  [/红包|返现|现金/, 'envelope'],
  [/新手|年化|累计|突破|撮合|收益/, 'growth'],
  [/加息|%/, 'percent'],
  [/积分|礼|周年|福利/, 'gift'],
  [/日历|回款|假期/, 'calendar'],
  [/披露|报告|审计|公告|协议|政策|执照|担保函|承诺函/, 'doc'],
  [/获评|最佳|奖/, 'trophy'],
  [/帮助|问题/, 'help'],
  [/银行|合作|授信/, 'bank'],
  [/宣传|活动|社区|上线/, 'megaphone'],
  [/视频/, 'play'],
  [/卡/, 'card'],
  [/杯/, 'cup'],
];

// one palette per illustration, so a picture's colour says what it is about
const PALETTE: Partial<Record<Motif, number>> = {
  envelope: 0,
  growth: 0,
  gift: 0,
  people: 1,
  percent: 1,
  trophy: 1,
  coins: 1,
  shield: 2,
  bank: 2,
  card: 2,
  gauge: 3,
  calendar: 3,
  help: 3,
  cup: 3,
  megaphone: 4,
  play: 4,
  doc: 5,
};

const motifOf = (title: string, fallback: Motif): Motif => MOTIFS.find(([re]) => re.test(title))?.[1] ?? fallback;

/** '周年庆：出借送百元红包' → ['周年庆', '出借送百元红包']; the first space or comma splits. */
export function splitTitle(title: string): [string, string | undefined] {
  const i = title.search(/[ ：，:,]/);
  return i > 0 ? [title.slice(0, i), title.slice(i + 1).trim() || undefined] : [title, undefined];
}

// Pictures inside article bodies (cms-*.ts `img()`), which no record names.
const PICTURES: Record<string, Pick<Art, 'headline' | 'sub' | 'motif' | 'layout'>> = {
  'article-1': { layout: 'poster', headline: '汇盈金服', sub: '中小微企业融资信息服务', motif: 'bank' },
  'notice-fraud': { layout: 'poster', headline: '谨防冒充客服诈骗', sub: '客服不会索要验证码和支付密码', motif: 'shield' },
  'news-award': { layout: 'poster', headline: '年度最佳', sub: '普惠金融服务平台', motif: 'trophy' },
  'feature-safety': { layout: 'poster', headline: '风险与保障', sub: '银行存管 · 第三方担保 · 出借有风险', motif: 'shield' },
  'article-license': { layout: 'paper', headline: '营业执照', motif: 'doc' },
};

const base = (url: string) => url.replace(/^\/sandbox-assets\//, '').replace(/\.svg$/, '');

let known: Map<string, { kind: Kind; title: string }> | null = null;
function records() {
  if (known) return known;
  known = new Map();
  const add = (url: string, kind: Kind, title: string) => known!.set(base(url), { kind, title });
  for (const b of buildBanners()) add(b.content, 'banner', b.title);
  const introKind = (name: string): Kind => (name === 'APPInfo' ? 'info' : name === 'APPViews' ? 'view' : 'service');
  for (const a of INTRODUCTIONS) if (a.thumbnail) add(a.thumbnail, introKind(a.name), a.title);
  for (const a of NEWS) if (a.thumbnail) add(a.thumbnail, 'news', a.title);
  for (const a of ACTIVITIES) if (a.thumbnail) add(a.thumbnail, 'activity', a.title);
  for (const g of GIFTS) add(g.imageUrl, 'gift', g.name);
  for (const p of LOTTERY_ITEMS) add(p.imageUrl, 'prize', p.name);
  for (const c of buildCorporations()) {
    add(c.logo, 'logo', c.shortName);
    for (const i of c.images) add(i.url, 'proof', i.title);
  }
  return known;
}

const DEFAULT_SIZE: Partial<Record<Kind, [number, number]>> = { banner: [750, 300], gift: [600, 300], prize: [200, 200], logo: [200, 200] };
const FALLBACK: Motif[] = ['coins', 'growth', 'shield', 'bank', 'calendar', 'doc'];

/** The picture for a file name, at the size asked (w, h) or its kind's own. */
export function artFor(name: string, size: { w?: number; h?: number } = {}): Art {
  const seed = hashOf(name);
  const rec = records().get(name);
  const avatar = name.startsWith('wx-avatar-');
  const [dw, dh] = (rec && DEFAULT_SIZE[rec.kind]) ?? (avatar ? [128, 128] : name === 'article-license' ? [600, 800] : [600, 400]);
  const w = size.w ?? dw;
  const h = size.h ?? dh;
  const art = (a: Omit<Art, 'w' | 'h' | 'seed' | 'palette'>): Art => ({ w, h, seed, palette: PALETTE[a.motif] ?? seed, ...a });
  const picture = PICTURES[name];
  if (picture) return art(picture);
  if (avatar) return { w, h, seed, layout: 'square', motif: 'avatar' };
  if (!rec) return art({ layout: 'thumb', motif: FALLBACK[seed % FALLBACK.length]! });
  const motif = motifOf(rec.title, rec.kind === 'gift' || rec.kind === 'prize' ? 'gift' : 'coins');
  switch (rec.kind) {
    case 'logo':
      return art({ layout: 'mark', motif, headline: rec.title });
    case 'proof':
      return art({ layout: 'paper', motif: 'doc', headline: rec.title });
    case 'gift':
    case 'prize':
      return art({ layout: w === h ? 'square' : 'thumb', motif });
    default: {
      // a banner, or an article picture shown wide inside its article, carries its headline;
      // a thumbnail beside or above its title carries only its kind
      if (rec.kind === 'banner' || w / h >= 1.7) {
        const [headline, sub] = splitTitle(rec.title);
        return art({ layout: 'poster', motif, headline, sub, cta: rec.kind === 'banner' ? '立即查看' : undefined });
      }
      return art({ layout: 'thumb', motif, tag: TAGS[rec.kind] });
    }
  }
}

/** `?w=690&h=360`: the size the article's <img> declares, so the picture fills its box. */
const dim = (v: string | null) => {
  const n = Number(v);
  return v && Number.isInteger(n) && n >= 16 && n <= 1600 ? n : undefined;
};

/** Seed images (banners, article pictures, gifts, corporation proofs, avatars) drawn on the fly. */
export const registerAssets: Register = (r) => {
  r.get('/sandbox-assets/:name', (c) => {
    const name = c.params.name!.replace(/\.svg$/, '');
    return bare(drawArt(artFor(name, { w: dim(c.query.get('w')), h: dim(c.query.get('h')) })));
  });
};
