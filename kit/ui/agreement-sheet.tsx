import './agreement-sheet.css';
// An agreement sheet: the content of the first DECLARATION article of a name (registration,
// invest, claim transfer). Loaded lazily by the screen when opened; HTML goes through RichHtml
// (DOMPurify, 12 KB), fetched only when the text really is HTML.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Popup } from './popup';
import { PageState } from '../../runtime/ui/page-state';
import { listArticles } from '../entity/cms';

// the one renderer of server HTML (kit/ui/rich-html.tsx), only when needed
const RichHtml = lazy(() => import('./rich-html').then((m) => ({ default: m.RichHtml })));

type View = { state: 'loading' } | { state: 'error' } | { state: 'ready'; title: string; text?: string; html?: string };

const HTML = /<[a-z][^>]*>/i;

/** The call lives here, not in a screen's api, so the CMS list schema loads only with the sheet. */
export const getAgreement = (name: string) => listArticles('DECLARATION', name, 1, 1).then((p) => p.items[0] ?? null);

export async function loadAgreement(name: string, fallbackTitle: string): Promise<Extract<View, { state: 'ready' }>> {
  const a = await getAgreement(name);
  const title = a?.title || fallbackTitle;
  const content = a?.content ?? '';
  if (!HTML.test(content)) return { state: 'ready', title, text: content || '暂无协议内容' };
  return { state: 'ready', title, html: content };
}

export interface AgreementProps {
  /** the DECLARATION article's name, e.g. INVEST_AGREEMENT */
  name: string;
  /** shown while loading and when the article has no title */
  title: string;
  onClose: () => void;
  onAgree: () => void;
  /** a line above the text: why it is shown now (the first investment's risk notice) */
  lead?: string;
  /** the agree button's words, when not 我已阅读并同意 */
  agreeText?: string;
}

export default function AgreementSheet({ name, title, onClose, onAgree, lead, agreeText = '我已阅读并同意' }: AgreementProps) {
  const [view, setView] = useState<View>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setView({ state: 'loading' });
    loadAgreement(name, title).then(
      (v) => live && setView(v),
      () => live && setView({ state: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [attempt, name, title]);

  return (
    <Popup open onClose={onClose} title={view.state === 'ready' ? view.title : title} className="ui-agreement">
      {view.state === 'ready' ? (
        <>
          {lead && <p className="ui-agreement-lead">{lead}</p>}
          {view.html !== undefined ? (
            <Suspense fallback={<PageState state="loading" shape="article" />}>
              <RichHtml className="ui-agreement-body" html={view.html} />
            </Suspense>
          ) : (
            <div className="ui-agreement-body ui-agreement-text">{view.text}</div>
          )}
          <button type="button" className="ui-btn ui-btn-block" onClick={onAgree}>
            {agreeText}
          </button>
        </>
      ) : (
        <PageState state={view.state} message={view.state === 'error' ? '协议加载失败，请重试' : undefined} onRetry={() => setAttempt((n) => n + 1)} />
      )}
    </Popup>
  );
}
