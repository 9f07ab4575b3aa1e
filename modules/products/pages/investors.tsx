import './investors.css';
import type { PageProps } from '../../../runtime/router/types';
import { PageState } from '../../../runtime/ui/page-state';
import { formatYuan } from '../../../domain/format/money';
import { formatDate } from '../../../domain/format/dates';
import type { Invest } from '../api/investors';

export default function Investors({ data, params }: PageProps<Invest[]>) {
  if (!data.length) return <PageState state="empty" message="暂无出借记录" action={{ label: '返回项目详情', to: `/loan/${params.id ?? ''}` }} />;
  return (
    <div className="inv-list">
      <p className="inv-sum">共{data.length}笔出借</p>
      <table>
        <thead>
          <tr>
            <th scope="col">出借人</th>
            <th scope="col">金额（元）</th>
            <th scope="col">时间</th>
          </tr>
        </thead>
        <tbody>
          {data.map((i, n) => (
            <tr key={n}>
              <td>{i.name}</td>
              <td>{formatYuan(i.amount)}</td>
              <td>{formatDate(i.submitTime, 'minute')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
