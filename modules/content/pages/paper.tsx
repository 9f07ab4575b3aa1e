import { firstArticle } from '../api/articles';
import { TabbedDoc } from '../components/tabbed-doc';

// The agreements an investor has accepted, to read again at any time (DECLARATION names).
const TABS = [
  { key: 'register', label: '注册协议', name: 'REGISTER_AGREEMENT' },
  { key: 'invest', label: '出借协议', name: 'INVEST_AGREEMENT' },
  { key: 'assign', label: '债权转让', name: 'CREDIT_ASSIGN_AGREEMENT' },
  { key: 'risk', label: '风险提示', name: 'RISK' },
] as const;

export default function Paper() {
  return <TabbedDoc tabs={TABS} defaultKey="register" load={(key) => firstArticle('DECLARATION', TABS.find((t) => t.key === key)!.name)} />;
}
