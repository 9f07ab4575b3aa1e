import './home.css';
import { Suspense, use, useState, type ReactNode, type UIEvent } from 'react';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { PRODUCT_NAMES } from '../../../domain/loan';
import { formatRateRange } from '../rules/rate-range';
import { isInternalPath, urlKind } from '../../../runtime/url-policy';
import { ElderSwitch } from '../../../kit/ui/elder-switch';
import { isElder, useElder } from '../../../kit/ui/elder';
import { lazy } from 'react';
import { PageState } from '../../../runtime/ui/page-state';
import { BlockError, OfflineBar, useBlock } from '../../../kit/ui/block-error';
import { useOffline } from '../../../runtime/net/connectivity';
import { RiskNotice } from '../../../kit/ui/risk-notice';
import type { Settled } from '../../../runtime/api/settled';
import { useSession } from '../../../runtime/session/use-session';
import { hasHint } from '../../../runtime/session/cookies';
import { Icon } from '../../../runtime/ui/icons';
import { chevron, doc, shield } from '../../../kit/ui/menu-icons';
import { NoticeTicker } from '../components/notice-ticker';
import { LoanCard } from '../../../kit/entity/loan-card';
import {
  getBanners,
  getHomeLoans,
  getInfo,
  getNotices,
  getServices,
  getViews,
  type Article,
  type Banner,
  type HomeData,
  type HomeLoan,
  type Summary,
} from '../api';

// 长辈模式 has a home of its own (big entries, one loan a row, no promotion), its own chunk:
// started at once in that mode, so it downloads beside the data.
const elderHome = () => import('../components/elder-home');
const ElderHome = lazy(elderHome);
if (isElder()) void elderHome();

const ORDER = ['NEW', 'GDSY', 'CPTJ', 'HDZX', 'DQCP'];
/** no open loan on home: the whole list (transfers, loans filling up) is the way on */
const EMPTY_WAYS = { label: '查看项目列表', to: '/list' };

function More({ href, what }: { href: string; what: string }) {
  return (
    <Link href={href} className="home-more" aria-label={`更多${what}`}>
      更多
      <Icon d={chevron} />
    </Link>
  );
}

/** An article tile: its picture (a drawn placeholder when it has none), the title under it. */
function Blocks({ title, items, more, lazy }: { title: string; items: Article[]; more: string; lazy?: boolean }) {
  if (!items.length) return null;
  return (
    <section className="home-block">
      <h2>
        {title}
        <More href={more} what={title} />
      </h2>
      <div className={`home-tiles n${items.length}`}>
        {items.map((a) => (
          <Link key={a.id} href={`/applistdetail?id=${a.id}`} className="home-tile">
            {a.thumbnail ? (
              // width/height hold the 3:2 box before the picture arrives, so nothing moves
              <img src={a.thumbnail} alt="" width={300} height={200} loading={lazy ? 'lazy' : 'eager'} decoding="async" />
            ) : (
              <span className="home-tile-none">
                <Icon d={doc} />
              </span>
            )}
            <span className="home-tile-title">{a.title}</span>
          </Link>
        ))}
      </div>
    </section>
  );
}

interface BlockProps<T> {
  /** this block's call alone, for its retry */
  again: () => Promise<T>;
  show: (value: T) => ReactNode;
  /** what the block's place says when its call failed: its own words and retry */
  failed: (retry: () => void, busy: boolean) => ReactNode;
}

/** One block of the page: what its call brought, or its failure with a retry of its own. */
function Block<T>({ first, again, show, failed }: BlockProps<T> & { first: Settled<T> }) {
  const b = useBlock(first, again);
  return b.got.ok ? show(b.got.value) : failed(b.retry, b.busy);
}

/** A block the first screenful did not wait for: its place is kept until its call is in. */
function Later<T>({ first, wait = null, ...block }: BlockProps<T> & { first: Promise<Settled<T>>; wait?: ReactNode }) {
  return (
    <Suspense fallback={wait}>
      <Arrived first={first} {...block} />
    </Suspense>
  );
}

function Arrived<T>({ first, ...block }: BlockProps<T> & { first: Promise<Settled<T>> }) {
  return <Block first={use(first)} {...block} />;
}

/**
 * A block whose call failed: a titled one keeps its title and 更多, so the reader knows what is
 * missing. Offline the home's one bar says it for every block: the block's place stays empty
 * until its call comes back by itself.
 */
function FailedBlock({ what, more, retry, busy }: { what: string; more?: string; retry: () => void; busy: boolean }) {
  if (useOffline()) return null;
  return (
    <section className="home-block">
      {more && (
        <h2>
          {what}
          <More href={more} what={what} />
        </h2>
      )}
      <BlockError what={what} busy={busy} onRetry={retry} />
    </section>
  );
}
const failedBlock = (what: string, more?: string) => (retry: () => void, busy: boolean) => <FailedBlock what={what} more={more} retry={retry} busy={busy} />;

/** The 平台介绍 block's place while its articles are on their way: same title, same tiles. */
function BlocksWait({ title }: { title: string }) {
  return (
    <section className="home-block" aria-busy="true">
      <h2>{title}</h2>
      <div className="home-tiles n2">
        {[0, 1].map((i) => (
          <span key={i} className="home-tile">
            <span className="home-tile-none" />
            <span className="home-tile-title">&nbsp;</span>
          </span>
        ))}
      </div>
    </section>
  );
}

function Banners({ banners }: { banners: Banner[] }) {
  const [shown, setShown] = useState(0);
  if (!banners.length) return null;
  // the dots only echo the swipe position: each banner is already a named link
  const onScroll = (e: UIEvent<HTMLDivElement>) => setShown(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth));
  return (
    <div className="home-carousel">
      <div className="home-banners" aria-label="活动推荐" onScroll={onScroll}>
        {banners.map((b, i) => {
          const img = <img src={b.imageUrl} alt={b.title} width={750} height={300} loading={i ? 'lazy' : 'eager'} />;
          // by the URL policy: our own screens open in-app, another site's http(s) address
          // opens outside, anything else (javascript:, data:, '//' tricks) is no link at all
          return isInternalPath(b.url) ? (
            <Link key={b.id} href={b.url} className="home-banner">
              {img}
            </Link>
          ) : urlKind(b.url) !== 'refused' ? (
            <a key={b.id} href={b.url} className="home-banner" target="_blank" rel="noopener noreferrer">
              {img}
            </a>
          ) : (
            <div key={b.id} className="home-banner">
              {img}
            </div>
          );
        })}
      </div>
      {banners.length > 1 && (
        <div className="home-dots" aria-hidden="true">
          {banners.map((b, i) => (
            <i key={b.id} className={i === shown ? 'on' : undefined} />
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * Newbie-only loans (NEW, SPEC §6: total lent below 1) are for visitors and newbies. An
 * investor who has lent before does not see them here at all: home is a showcase of what the
 * reader can act on, and a loan that could only end in a refusal is a dead end (the 蚂蚁 and
 * 理财通 homes keep their 新手 areas to new users too). While the session is on its way on a
 * device that believes it is logged in, they wait, so a seasoned investor never sees them
 * flash in and out; a fund record that failed leaves the count unknown, so they stay out.
 */
function showsNewbie(s: ReturnType<typeof useSession>): boolean {
  if (s.status !== 'ready') return !hasHint();
  if (!s.flags.has_logged_in) return true;
  return s.flags.is_newbie && !s.failed.includes('fund');
}

function Loans({ loans, summary }: { loans: Record<string, HomeLoan[]>; summary: Summary[] }) {
  const newbie = showsNewbie(useSession());
  const has = (k: string) => !!loans[k]?.length && (k !== 'NEW' || newbie);
  const keys = [...ORDER.filter(has), ...Object.keys(loans).filter((k) => !ORDER.includes(k) && has(k))];
  if (!keys.length)
    return (
      <section className="home-block">
        <PageState state="empty" message="暂无可出借项目" action={EMPTY_WAYS} />
      </section>
    );
  return keys.map((key) => {
    const s = summary.find((x) => x.productKey === key);
    const name = PRODUCT_NAMES[key] ?? key;
    return (
      <section key={key} className="home-block">
        <h2>
          {name}
          {s && <small>预期年化 {formatRateRange(s.minRate, s.maxRate)}</small>}
          <More href="/list" what={name} />
        </h2>
        {loans[key]!.map((l) => (
          <LoanCard key={l.id} loan={l} className="home-loan" />
        ))}
      </section>
    );
  });
}

export default function Home({ data }: PageProps<HomeData>) {
  // Home keeps no hooks of its own: the mode can change while it shows (the switch is on it)
  if (useElder())
    return (
      <Suspense fallback={null}>
        <ElderHome data={data} again={getHomeLoans} />
      </Suspense>
    );
  const { more } = data;
  const summary = data.summary.ok ? data.summary.value : [];
  return (
    <div className="home">
      {/* no title bar on home (route header: false): the brand heads the page instead */}
      <div className="home-top">
        <div className="home-brand">
          <svg className="home-logo" viewBox="0 0 32 32" aria-hidden="true">
            <rect width="32" height="32" rx="8" />
            <path d="M8 21.5 13.5 16l4 3.5 7-8M19.5 11.5h5v5" />
          </svg>
          <h1>汇盈金服</h1>
          <span className="home-trust">
            <Icon d={shield} />
            银行资金存管
          </span>
          <ElderSwitch className="home-elder" />
        </div>
        {/* without network the home says so here, once, for all its blocks */}
        <OfflineBar first />
        <Block
          first={data.banners}
          again={getBanners}
          show={(b) => <Banners banners={b} />}
          failed={(retry, busy) => <BlockError what="活动" busy={busy} onRetry={retry} />}
        />
      </div>
      <Later
        first={more.notices}
        again={getNotices}
        wait={<div className="home-ticker home-ticker-wait" aria-hidden="true" />}
        show={(n) => <NoticeTicker notices={n} />}
        failed={(retry, busy) => <BlockError what="公告" busy={busy} onRetry={retry} className="home-fail" />}
      />
      <Later
        first={more.info}
        again={getInfo}
        wait={<BlocksWait title="平台介绍" />}
        show={(a) => <Blocks title="平台介绍" items={a} more="/infolist" />}
        failed={failedBlock('平台介绍', '/infolist')}
      />
      <Block first={data.loans} again={getHomeLoans} show={(l) => <Loans loans={l} summary={summary} />} failed={failedBlock('出借项目')} />
      <Later
        first={more.views}
        again={getViews}
        show={(a) => <Blocks title="理财观点" items={a} more="/viewlist" lazy />}
        failed={failedBlock('理财观点', '/viewlist')}
      />
      <Later
        first={more.services}
        again={getServices}
        show={(a) => <Blocks title="平台服务" items={a} more="/servicelist" lazy />}
        failed={failedBlock('平台服务', '/servicelist')}
      />
      <RiskNotice className="home-risk" />
    </div>
  );
}
