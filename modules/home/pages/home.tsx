import './home.css';
import { Suspense, use, useState, type ReactNode, type UIEvent } from 'react';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { PRODUCT_NAMES } from '../../../runtime/domain/loan';
import { formatRateRange } from '../../../runtime/format/rate-range';
import { isInternalPath, urlKind } from '../../../runtime/url-policy';
import { ElderSwitch } from '../../../runtime/ui/elder-switch';
import { PageState } from '../../../runtime/ui/page-state';
import { Icon } from '../../../runtime/ui/icons';
import { chevron, doc, shield } from '../../../runtime/ui/menu-icons';
import { NoticeTicker } from '../components/notice-ticker';
import { LoanCard } from '../components/loan-card';
import { getHomeLoans, type Article, type Banner, type HomeData, type HomeMore } from '../api';

/** The route's loader, in this chunk: a loader file of its own would be one more request. */
export { loadHome as load } from '../api';

const ORDER = ['NEW', 'GDSY', 'CPTJ', 'HDZX', 'DQCP'];

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

/** A block the first screenful did not wait for: its place is kept until it arrives. */
function Later({ more, show, wait = null }: { more: Promise<HomeMore>; show: (m: HomeMore) => ReactNode; wait?: ReactNode }) {
  return (
    <Suspense fallback={wait}>
      <Arrived more={more} show={show} />
    </Suspense>
  );
}

function Arrived({ more, show }: { more: Promise<HomeMore>; show: (m: HomeMore) => ReactNode }) {
  return show(use(more));
}

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

/** No loan to show: being asked again, failed (both sources) with a retry, or none open. */
function NoLoans({ failed, asking, onRetry }: { failed: boolean; asking: boolean; onRetry: () => void }) {
  return (
    <section className="home-block">
      {asking ? (
        <PageState state="loading" message="项目加载中…" />
      ) : failed ? (
        <PageState state="error" message="项目加载失败，请重试" onRetry={onRetry} />
      ) : (
        <PageState state="empty" message="暂无可出借项目" />
      )}
    </section>
  );
}

export default function Home({ data }: PageProps<HomeData>) {
  const [loans, setLoans] = useState(data.loans);
  const [failed, setFailed] = useState(!!data.loansFailed);
  const [asking, setAsking] = useState(false);
  const retry = () => {
    setAsking(true);
    getHomeLoans()
      .then(
        (l) => (setLoans(l), setFailed(false)),
        () => setFailed(true),
      )
      .finally(() => setAsking(false));
  };
  const keys = [...ORDER.filter((k) => loans[k]), ...Object.keys(loans).filter((k) => !ORDER.includes(k))];
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
        <Banners banners={data.banners} />
      </div>
      <Later more={data.more} wait={<div className="home-ticker home-ticker-wait" aria-hidden="true" />} show={(m) => <NoticeTicker notices={m.notices} />} />
      <Later more={data.more} wait={<BlocksWait title="平台介绍" />} show={(m) => <Blocks title="平台介绍" items={m.info} more="/infolist" />} />
      {!keys.length && <NoLoans failed={failed} asking={asking} onRetry={retry} />}
      {keys.map((key) => {
        const s = data.summary.find((x) => x.productKey === key);
        const name = PRODUCT_NAMES[key] ?? key;
        return (
          <section key={key} className="home-block">
            <h2>
              {name}
              {s && <small>预期年化 {formatRateRange(s.minRate, s.maxRate)}</small>}
              <More href="/list" what={name} />
            </h2>
            {loans[key]!.map((l) => (
              <LoanCard key={l.id} loan={l} />
            ))}
          </section>
        );
      })}
      <Later
        more={data.more}
        show={(m) => (
          <>
            <Blocks title="理财观点" items={m.views} more="/viewlist" lazy />
            <Blocks title="平台服务" items={m.services} more="/servicelist" lazy />
          </>
        )}
      />
    </div>
  );
}
