// The registration agreement sheet: the content of the first REGISTER_AGREEMENT declaration.
// Loaded lazily by /register when opened; HTML goes through RichHtml (DOMPurify, 12 KB),
// fetched only when the text really is HTML, so a plain-text agreement costs nothing more.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Popup } from '../../../runtime/ui/popup';
import { PageState } from '../../../runtime/ui/page-state';
import { listArticles } from '../../../runtime/domain/cms';

// the one renderer of server HTML (runtime/ui/rich-html.tsx), only when needed
const RichHtml = lazy(() => import('../../../runtime/ui/rich-html').then((m) => ({ default: m.RichHtml })));

type View = { state: 'loading' } | { state: 'error' } | { state: 'ready'; title: string; text?: string; html?: string };

const HTML = /<[a-z][^>]*>/i;

/** The call lives here, not in api-register, so the CMS list schema loads only with the sheet. */
export const getAgreement = () => listArticles('DECLARATION', 'REGISTER_AGREEMENT', 1, 1).then((p) => p.items[0] ?? null);

export async function loadAgreement(): Promise<Extract<View, { state: 'ready' }>> {
  const a = await getAgreement();
  const title = a?.title || '注册服务协议';
  const content = a?.content ?? '';
  if (!HTML.test(content)) return { state: 'ready', title, text: content || '暂无协议内容' };
  return { state: 'ready', title, html: content };
}

export default function Agreement({ onClose, onAgree }: { onClose: () => void; onAgree: () => void }) {
  const [view, setView] = useState<View>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setView({ state: 'loading' });
    loadAgreement().then(
      (v) => live && setView(v),
      () => live && setView({ state: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  return (
    <Popup open onClose={onClose} title={view.state === 'ready' ? view.title : '注册服务协议'} className="auth-agreement">
      {view.state === 'ready' ? (
        <>
          {view.html !== undefined ? (
            <Suspense fallback={<PageState state="loading" />}>
              <RichHtml className="auth-agreement-body" html={view.html} />
            </Suspense>
          ) : (
            <div className="auth-agreement-body auth-agreement-text">{view.text}</div>
          )}
          <button type="button" className="ui-btn ui-btn-block" onClick={onAgree}>
            我已阅读并同意
          </button>
        </>
      ) : (
        <PageState state={view.state} message={view.state === 'error' ? '协议加载失败，请重试' : undefined} onRetry={() => setAttempt((n) => n + 1)} />
      )}
    </Popup>
  );
}
