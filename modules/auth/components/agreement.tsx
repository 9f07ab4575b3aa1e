// The registration agreement sheet: the content of the first REGISTER_AGREEMENT declaration.
// Loaded lazily by /register when opened; DOMPurify (12 KB) is fetched only when the text
// really is HTML, so a plain-text agreement costs nothing more.
import { useEffect, useState } from 'react';
import { Popup } from '../../../runtime/ui/popup';
import { PageState } from '../../../runtime/ui/page-state';
import { getAgreement } from '../api-register';

type View = { state: 'loading' } | { state: 'error' } | { state: 'ready'; title: string; text?: string; html?: string };

const HTML = /<[a-z][^>]*>/i;

export async function loadAgreement(): Promise<Extract<View, { state: 'ready' }>> {
  const a = await getAgreement();
  const title = a?.title || '注册服务协议';
  const content = a?.content ?? '';
  if (!HTML.test(content)) return { state: 'ready', title, text: content || '暂无协议内容' };
  const { default: purify } = await import('dompurify');
  // style attributes would only trip the page's CSP (style-src 'self')
  return { state: 'ready', title, html: purify.sanitize(content, { FORBID_TAGS: ['style'], FORBID_ATTR: ['style'] }) };
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
            <div className="auth-agreement-body" dangerouslySetInnerHTML={{ __html: view.html }} />
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
