import '../components/base.css';
import './feature.css';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { featureName, type Article } from '../api/articles';
import { ArticleView } from '../components/article-view';

const TABS = [
  { key: 'safety', label: '风险与保障' },
  { key: 'product', label: '产品介绍' },
];

/** /feature (safety), /feature/product, or /feature/{productKey} for one product's introduction. */
export default function Feature({ params, data }: PageProps<Article | null>) {
  const active = featureName(params.feature).toLowerCase();
  return (
    <div className="ct-page">
      <nav className="ct-navtabs" aria-label="平台特色">
        {TABS.map((t) => (
          <Link key={t.key} href={`/feature/${t.key}`} aria-current={active === t.key ? 'page' : undefined} replace>
            {t.label}
          </Link>
        ))}
      </nav>
      <ArticleView article={data} date={false} empty="内容暂未发布" />
    </div>
  );
}
