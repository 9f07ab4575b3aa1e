// A paged list that loads the next page when a sentinel below it comes into view
// (or from a '加载更多' button where IntersectionObserver is missing). Pages start at 1.
// One load at a time; a changed resetKey starts again from page 1 and ignores late answers.
// Page 1 comes from the route's loader (`initial`), which started it beside the page chunk:
// the list shows it in its first render and goes on from page 2. A first page still to come
// shows the list skeleton; a next page, a spinner row under the rows.
import { Fragment, useEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { PageState, Spinner, type EmptyActions } from '../../runtime/ui/page-state';

export interface InfiniteListProps<T> {
  load: (page: number) => Promise<{ items: T[]; total: number }>;
  /** page 1 as the loader fetched it; serves the list's first resetKey only */
  initial?: { items: T[]; total: number } | null;
  render: (item: T, index: number) => ReactNode;
  keyOf: (item: T) => Key;
  pageSize: number;
  /** Shown when the first page is empty; a string becomes the empty-state message. */
  empty?: ReactNode;
  /** the empty state's way on (with a string `empty`) */
  emptyAction?: EmptyActions;
  /** Change it (filters, tabs) to reload from page 1. */
  resetKey?: unknown;
  className?: string;
}

type Status = 'loading' | 'more' | 'error' | 'end';

/** The pages loaded so far and what comes next; `next` asks for the following page. */
function usePages<T>({ load, initial, pageSize, resetKey }: Pick<InfiniteListProps<T>, 'load' | 'initial' | 'pageSize' | 'resetKey'>) {
  const ends = (got: number, count: number, total: number): Status => (got < pageSize || count >= total ? 'end' : 'more');
  const n = initial ? initial.items.length : 0;
  const [items, setItems] = useState<T[]>(initial ? initial.items : []);
  const [status, setStatus] = useState<Status>(initial ? ends(n, n, initial.total) : 'loading');
  const sentinel = useRef<HTMLDivElement>(null);
  const r = useRef({ load, page: initial ? 1 : 0, count: n, busy: false, gen: 0, started: !!initial, key: resetKey });
  r.current.load = load;

  // Reads only the ref, so a stale closure (observer callback) is harmless.
  const next = () => {
    const c = r.current;
    if (c.busy) return;
    c.busy = true;
    const gen = c.gen;
    const page = c.page + 1;
    setStatus('loading');
    c.load(page).then(
      (res) => {
        if (gen !== c.gen) return;
        c.busy = false;
        c.page = page;
        c.count += res.items.length;
        setItems((prev) => (page === 1 ? res.items : prev.concat(res.items)));
        setStatus(ends(res.items.length, c.count, res.total));
      },
      () => {
        if (gen !== c.gen) return;
        c.busy = false;
        setStatus('error');
      },
    );
  };

  useEffect(() => {
    const c = r.current;
    if (c.started && Object.is(c.key, resetKey)) return; // StrictMode re-run
    Object.assign(c, { started: true, key: resetKey, gen: c.gen + 1, page: 0, count: 0, busy: false });
    setItems([]);
    next();
    // a new list only for a new key; `next` is a new function every render and reads the refs
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resetKey]);

  useEffect(() => {
    const el = sentinel.current;
    if (status !== 'more' || !el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((es) => es.some((e) => e.isIntersecting) && next(), {
      rootMargin: '0px 0px 200px 0px',
    });
    io.observe(el);
    return () => io.disconnect();
    // one observer per 'more' state; `next` reads the refs, so an older one is as good
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  return { items, status, sentinel, next };
}

export function InfiniteList<T>({ load, initial, render, keyOf, pageSize, empty, emptyAction, resetKey, className }: InfiniteListProps<T>) {
  const { items, status, sentinel, next } = usePages({ load, initial, pageSize, resetKey });
  const retry = (
    <button type="button" className="ui-btn ui-btn-secondary" onClick={next}>
      加载失败，点击重试
    </button>
  );

  if (!items.length) {
    if (status === 'loading') return <PageState state="loading" shape="list" />;
    if (status === 'error')
      return (
        <div className="ui-state" role="alert">
          {retry}
        </div>
      );
    if (status === 'end')
      return empty == null || typeof empty === 'string' ? <PageState state="empty" message={empty ?? undefined} action={emptyAction} /> : <>{empty}</>;
  }

  return (
    <div className={className}>
      {items.map((it, i) => (
        <Fragment key={keyOf(it)}>{render(it, i)}</Fragment>
      ))}
      <div className="ui-list-foot" aria-live="polite">
        {status === 'loading' && (
          <>
            <Spinner />
            加载中…
          </>
        )}
        {status === 'error' && retry}
        {status === 'end' && '没有更多了'}
        {status === 'more' &&
          (typeof IntersectionObserver === 'undefined' ? (
            <button type="button" className="ui-btn ui-btn-secondary" onClick={next}>
              加载更多
            </button>
          ) : (
            <div ref={sentinel} className="ui-list-sentinel" />
          ))}
      </div>
    </div>
  );
}
