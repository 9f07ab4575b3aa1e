// Whole-area placeholders: loading, empty, error (with a retry button). Words, not only icons.
// Loading is a skeleton of the screen on its way (skeleton.tsx), so nothing jumps when it lands;
// the spinner stays for small inline waits and for a loading state that names its action.
import { useEffect } from 'react';
import { Link } from 'wouter';
import { Skeleton, type SkeletonShape } from './skeleton';
import { onBack, useOffline } from '../net/connectivity';

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
  /** an empty state's way on (去出借, 邀请好友): a screen with nothing in it is never a dead end */
  action?: EmptyActions;
}

/** Where an empty screen sends the investor next, and its words. */
export interface EmptyAction {
  label: string;
  to: string;
}
/** one way on, or a few (the first is the main one) */
export type EmptyActions = EmptyAction | readonly EmptyAction[];

/** What a failure says when the phone has no network at all (the service worker's shell still opens the screen). */
export const OFFLINE_TEXT = '网络未连接，请检查网络后重试';

export function PageState({ state, message, onRetry, shape, action }: PageStateProps) {
  const loading = state === 'loading';
  // no network (a request that reached no server, not only navigator.onLine, which Chromium 150
  // leaves true): say so, and try again by itself once the server answers again
  const offline = useOffline() && state === 'error';
  useEffect(() => (offline && onRetry ? onBack(onRetry) : undefined), [offline, onRetry]);
  // a loading state with words of its own (正在使用微信登录…) is an action under way, not a screen
  if (loading && !message) return <Skeleton shape={shape} />;
  return (
    <div className="ui-state" role={state === 'error' ? 'alert' : 'status'} aria-busy={loading}>
      {loading && <Spinner />}
      <p>{offline ? OFFLINE_TEXT : (message ?? TEXT[state])}</p>
      {state === 'error' && onRetry && (
        <button type="button" className="ui-btn ui-btn-secondary" onClick={onRetry}>
          重试
        </button>
      )}
      {/* the ways on: links a full tap high (60 px in 长辈模式), the first the main button */}
      {state === 'empty' &&
        action &&
        ('to' in action ? [action] : action).map((w, i) => (
          <Link key={w.to} className={i ? 'ui-btn ui-btn-secondary' : 'ui-btn'} href={w.to}>
            {w.label}
          </Link>
        ))}
    </div>
  );
}

/** Where a screen whose record does not exist sends the reader on: a list, or home. */
export interface MissingWay {
  /** what is not there, in words: 项目不存在, 内容不存在 */
  text: string;
  /** the way on, and its words */
  to: string;
  label: string;
}

export const MISSING_DEFAULT: MissingWay = { text: '内容不存在', to: '/', label: '返回首页' };

/**
 * A record that is not there (an old share link, a mistyped id): said on its own URL with a way
 * on, never a retry that cannot succeed and never a silent redirect (DESIGN, how one screen opens).
 * A network failure is not this: it stays PageState's error with 重试.
 */
export function NotFound({
  text = MISSING_DEFAULT.text,
  to = MISSING_DEFAULT.to,
  label = MISSING_DEFAULT.label,
  note = '可能已下线，或链接有误',
}: Partial<MissingWay> & { note?: string }) {
  return (
    <div className="ui-state ui-missing" role="status">
      <p>
        <b>{text}</b>
      </p>
      <p>{note}</p>
      <Link className="ui-btn ui-btn-secondary" href={to}>
        {label}
      </Link>
    </div>
  );
}
