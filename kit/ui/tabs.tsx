import './tabs.css';
// Tabs bound to one URL query parameter (replace navigation; other parameters such as
// from=app are kept). The page reads the same value with useTabParam.
import { useLocation, useSearch } from 'wouter';

export interface TabItem {
  key: string;
  label: string;
}

/** The active key: the parameter's value if it is one of `keys` (when given), else the default. */
export function useTabParam(param: string, defaultKey: string, keys?: readonly string[]): string {
  const v = new URLSearchParams(useSearch()).get(param);
  return v && (!keys || keys.includes(v)) ? v : defaultKey;
}

export interface TabsProps {
  items: readonly TabItem[];
  param?: string;
  defaultKey?: string;
  className?: string;
}

export function Tabs({ items, param = 'tab', defaultKey = items[0]?.key ?? '', className }: TabsProps) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const active = useTabParam(
    param,
    defaultKey,
    items.map((i) => i.key),
  );

  const select = (key: string) => {
    if (key === active) return;
    const q = new URLSearchParams(search);
    q.set(param, key);
    navigate(`${path}?${q}`, { replace: true });
  };

  return (
    <div className={className ? `ui-tabs ${className}` : 'ui-tabs'} role="tablist">
      {items.map((i) => (
        <button key={i.key} type="button" role="tab" aria-selected={i.key === active} className="ui-tab" onClick={() => select(i.key)}>
          {i.label}
        </button>
      ))}
    </div>
  );
}
