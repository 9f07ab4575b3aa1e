// The loan agreement (SPEC §4: it exists once the loan has settled), as the lender's copy: an
// HTML page the investment's link opens. Its figures are written as the screens write them.
import type { Investment, Loan, User } from '../model';
import { bare, type Reply } from '../reply';
import { formatDate } from '../../../domain/format/dates';
import { maskId } from '../../../domain/format/mask';
import { formatYuan } from '../../../domain/format/money';
import { formatRate } from '../../../domain/format/rate';
import { METHOD_TEXT } from '../../../domain/repay-method';

/** SPEC §4: the contract exists once the loan has settled. */
export const CONTRACT_STATUSES: ReadonlySet<string> = new Set(['SETTLED', 'CLEARED', 'OVERDUE', 'BREACH']);

// A document, not data: sent as it is with its own type.
export const html = (body: string): Reply => ({ ...bare(body), type: 'text/html; charset=utf-8' });

const esc = (v: unknown) => String(v).replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const termOf = (l: Loan) => (l.duration.totalMonths ? `${l.duration.totalMonths}个月` : `${l.duration.totalDays}天`);

/** The loan agreement as the lender's copy: parties, terms and the lender's schedule. */
export function contractHtml(inv: Investment, loan: Loan, lender: User, borrower: string): string {
  const rows = inv.repayments
    .map(
      ({ repayment: r }) =>
        `<tr><td>${r.period}</td><td>${formatDate(r.dueDate)}</td><td>${formatYuan(r.amountPrincipal)}</td><td>${formatYuan(r.amountInterest)}</td><td>${formatYuan(r.amount)}</td></tr>`,
    )
    .join('');
  const facts: [string, string][] = [
    ['协议编号', `JK${inv.id.replace(/-/g, '').slice(0, 16).toUpperCase()}`],
    ['出借人', `${lender.name}（身份证号 ${maskId(lender.idNumber)}）`],
    ['借款人', borrower],
    ['项目名称', loan.title],
    ['出借金额', `人民币 ${formatYuan(inv.amount)} 元`],
    ['年化利率', `${formatRate(inv.rate)}%`],
    ['借款期限', termOf(loan)],
    ['还款方式', METHOD_TEXT[loan.method] ?? loan.method],
    ['起息日', loan.valueDate ? formatDate(loan.valueDate) : '--'],
    ['到期日', loan.dueDate ? formatDate(loan.dueDate) : '--'],
  ];
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>借款协议 - ${esc(loan.title)}</title><style>body{margin:0;padding:1rem;font:1rem/1.6 sans-serif;color:#222}h1{font-size:1.25rem;text-align:center}
table{width:100%;border-collapse:collapse;font-size:.875rem}td,th{border:1px solid #ccc;padding:.375rem;text-align:right}th:first-child,td:first-child{text-align:center}
dl div{display:flex;gap:1rem;padding:.25rem 0;border-bottom:1px solid #eee}dt{flex:0 0 5em;color:#666}dd{margin:0}</style></head><body>
<h1>借款协议</h1><dl>${facts.map(([k, v]) => `<div><dt>${esc(k)}</dt><dd>${esc(v)}</dd></div>`).join('')}</dl>
<p>出借人通过平台向借款人出借资金，借款人按本协议约定的期限和方式归还本金并支付利息。本协议自出借资金划付至借款人账户之日起生效。</p>
<h2>回款计划</h2><table><thead><tr><th>期数</th><th>应还日期</th><th>本金（元）</th><th>利息（元）</th><th>合计（元）</th></tr></thead><tbody>${rows}</tbody></table>
</body></html>`;
}
