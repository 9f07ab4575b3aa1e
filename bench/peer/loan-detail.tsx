// /loan/:id in the peer: title, rate, amount, progress, term and the invest button, from the
// same GET /api/v2/loan/{id} (bare body; rate in hundredths of a percent, amounts in yuan).
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import Tag from 'antd-mobile/es/components/tag';
import { useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs } from 'react-router';

interface Loan {
  id: string;
  title: string;
  status: string;
  amount: number;
  balance: number;
  rate: number;
  addRate?: number | null;
  investPercent: number;
  method?: string;
  duration: { years?: number | null; months?: number | null; days?: number | null; totalMonths?: number | null; totalDays?: number | null };
  loanRequest: { productKey: string; investRule?: { minAmount: number } | null };
}

const PRODUCTS: Record<string, string> = { NEW: '新手专享', GDSY: '固定收益', CPTJ: '产品推荐', HDZX: '活动专享', DQCP: '定期产品' };
const METHODS: Record<string, string> = { MonthlyInterest: '按月付息，到期还本', EqualInstallment: '等额本息', BulletRepayment: '一次性还本付息' };

const money = (yuan: number) => yuan.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const term = (d: Loan['duration']) => (d.totalMonths && !d.days ? `${d.totalMonths}个月` : `${d.totalDays ?? d.days ?? 0}天`);

export async function loader({ params }: LoaderFunctionArgs): Promise<Loan> {
  const res = await fetch(`/api/v2/loan/${encodeURIComponent(params.id ?? '')}`, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Response('加载失败', { status: res.status });
  const body = (await res.json()) as Loan | { data: Loan };
  return 'data' in body ? body.data : body;
}

export function Component() {
  const l = useLoaderData() as Loan;
  const navigate = useNavigate();
  const pct = l.status === 'OPENED' || l.status === 'SCHEDULED' ? Math.floor(l.investPercent * 100) : 100;
  return (
    <div className="peer-page">
      <section className="peer-top">
        <h2>
          <Tag color="primary" fill="outline">
            {PRODUCTS[l.loanRequest.productKey] ?? l.loanRequest.productKey}
          </Tag>{' '}
          {l.title}
        </h2>
        <p className="peer-rate">
          <b>{(l.rate / 100).toFixed(2)}%</b>
          {l.addRate ? <small>+{(l.addRate / 100).toFixed(2)}%</small> : null}
          <span>预期年化收益率</span>
        </p>
        <ProgressBar percent={pct} text={`${pct}%`} />
      </section>
      <List>
        <List.Item extra={term(l.duration)}>期限</List.Item>
        <List.Item extra={`${money(l.amount)}元`}>项目总额</List.Item>
        <List.Item extra={`${money(l.status === 'OPENED' ? l.balance : 0)}元`}>剩余可投</List.Item>
        <List.Item extra={METHODS[l.method ?? ''] ?? l.method ?? '--'}>还款方式</List.Item>
        <List.Item extra={`${money(l.loanRequest.investRule?.minAmount ?? 100)}元`}>起投金额</List.Item>
      </List>
      <div className="peer-act">
        <Button block color="primary" size="large" disabled={l.status !== 'OPENED'} onClick={() => navigate(`/loan/${l.id}/invest`)}>
          立即投资
        </Button>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const { revalidate, state } = useRevalidator();
  return (
    <div className="peer-state">
      <p>加载失败，请重试</p>
      <Button loading={state === 'loading'} onClick={() => void revalidate()}>
        重试
      </Button>
    </div>
  );
}
