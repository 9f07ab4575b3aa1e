// Whole-area placeholders: loading, empty, error (with a retry button). Words, not only icons.
export function Spinner() {
  return <span className="ui-spinner" aria-hidden="true" />;
}

export type PageStateKind = 'loading' | 'empty' | 'error';

const TEXT: Record<PageStateKind, string> = {
  loading: '加载中…',
  empty: '暂无数据',
  error: '加载失败，请重试',
};

export interface PageStateProps {
  state: PageStateKind;
  message?: string;
  onRetry?: () => void;
}

export function PageState({ state, message, onRetry }: PageStateProps) {
  return (
    <div className="ui-state" role={state === 'error' ? 'alert' : 'status'} aria-busy={state === 'loading'}>
      {state === 'loading' && <Spinner />}
      <p>{message ?? TEXT[state]}</p>
      {state === 'error' && onRetry && (
        <button type="button" className="ui-btn ui-btn-secondary" onClick={onRetry}>
          重试
        </button>
      )}
    </div>
  );
}
