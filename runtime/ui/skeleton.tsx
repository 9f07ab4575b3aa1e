// Grey blocks in the shape of the screen on its way, so the content lands where they stood
// instead of pushing the page about. Sizes in skeleton.css follow the real cards and heads
// (measured in Chromium) in rem, so they hold at any system text size and in 长辈模式.
import type { ReactNode } from 'react';

export type SkeletonShape = 'list' | 'detail' | 'article';

// Each piece is one element reused where it repeats: static children need no keys.
const i = <i />;
const two = (
  <>
    {i}
    {i}
  </>
);
const three = (
  <>
    {i}
    {i}
    {i}
  </>
);
// three key figures, each a value over its label
const fig = <div>{two}</div>;
const figs = (
  <div className="ui-sk-figs">
    {fig}
    {fig}
    {fig}
  </div>
);
// the loan / claim card of the lists: title, three figures, progress bar and status
const card = (
  <div className="ui-sk-card">
    {i}
    {figs}
    <div className="ui-sk-bar">{two}</div>
  </div>
);
const row = <div className="ui-sk-row">{two}</div>;
const para = <div className="ui-sk-p">{three}</div>;

const SHAPES: Record<SkeletonShape, ReactNode> = {
  list: (
    <>
      {card}
      {card}
      {card}
      {card}
      {card}
    </>
  ),
  // a record's head (title, the big figure and its label, three figures, progress, the time
  // left of an open loan), then label/value rows
  detail: (
    <>
      <div className="ui-sk-head">
        {three}
        {figs}
        <div className="ui-sk-bar">{i}</div>
        {i}
      </div>
      {row}
      {row}
      {row}
      {row}
      {row}
      {row}
    </>
  ),
  // title, date line, paragraphs
  article: (
    <div className="ui-sk-article">
      {two}
      {para}
      {para}
      {para}
    </div>
  ),
};

/** One busy region: screen readers hear 加载中… once; the blocks are hidden from them. */
export function Skeleton({ shape = 'detail' }: { shape?: SkeletonShape }) {
  return (
    <div className="ui-skeleton" role="status" aria-busy="true">
      <span className="ui-sr">加载中…</span>
      <div aria-hidden="true">{SHAPES[shape]}</div>
    </div>
  );
}
