import './home.css';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { PRODUCT_NAMES } from '../../../runtime/domain/loan';
import { formatRateRange } from '../../../runtime/format/rate-range';
import { isInternalPath, urlKind } from '../../../runtime/url-policy';
import { NoticeTicker } from '../components/notice-ticker';
import { LoanCard } from '../components/loan-card';
import type { Article, HomeData } from '../api';

const ORDER = ['NEW', 'GDSY', 'CPTJ', 'HDZX', 'DQCP'];

function Blocks({ title, items, more }: { title: string; items: Article[]; more: string }) {
  if (!items.length) return null;
  return (
    <section className="home-block">
      <h2>
        {title}
        <Link href={more}>更多</Link>
      </h2>
      <div className={`home-cards n${items.length}`}>
        {items.map((a) => (
          <Link key={a.id} href={`/applistdetail?id=${a.id}`} className="home-card">
            <b>{a.title}</b>
            {a.summary && <span>{a.summary}</span>}
          </Link>
        ))}
      </div>
    </section>
  );
}

export default function Home({ data }: PageProps<HomeData>) {
  const keys = [...ORDER.filter((k) => data.loans[k]), ...Object.keys(data.loans).filter((k) => !ORDER.includes(k))];
  return (
    <div className="home">
      {data.banners.length > 0 && (
        <div className="home-banners" aria-label="活动推荐">
          {data.banners.map((b, i) => {
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
      )}
      <NoticeTicker notices={data.notices} />
      <Blocks title="平台介绍" items={data.info} more="/infolist" />
      {keys.map((key) => {
        const s = data.summary.find((x) => x.productKey === key);
        return (
          <section key={key} className="home-block">
            <h2>
              {PRODUCT_NAMES[key] ?? key}
              {s && <small>预期年化 {formatRateRange(s.minRate, s.maxRate)}</small>}
              <Link href="/list">更多</Link>
            </h2>
            {data.loans[key]!.map((l) => (
              <LoanCard key={l.id} loan={l} />
            ))}
          </section>
        );
      })}
      <Blocks title="理财观点" items={data.views} more="/viewlist" />
      <Blocks title="平台服务" items={data.services} more="/servicelist" />
    </div>
  );
}
