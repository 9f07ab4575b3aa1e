// Whole-area placeholders: loading, empty, error (with a retry button). Words, not only icons.
// Loading is a skeleton of the screen on its way (skeleton.tsx), so nothing jumps when it lands;
// the spinner stays for small inline waits and for a loading state that names its action.
import { Skeleton, type SkeletonShape } from './skeleton';

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
  /** the skeleton while loading: a list of cards, a record's head and rows, an article */
  shape?: SkeletonShape;
}

export function PageState({ state, message, onRetry, shape }: PageStateProps) {
  const loading = state === 'loading';
  // a loading state with words of its own (正在使用微信登录…) is an action under way, not a screen
  if (loading && !message) return <Skeleton shape={shape} />;
  return (
    <div className="ui-state" role={state === 'error' ? 'alert' : 'status'} aria-busy={loading}>
      {loading && <Spinner />}
      <p>{message ?? TEXT[state]}</p>
      {state === 'error' && onRetry && (
        <button type="button" className="ui-btn ui-btn-secondary" onClick={onRetry}>
          重试
        </button>
      )}
    </div>
  );
}
