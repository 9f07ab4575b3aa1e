import './contract.css';
// 借款协议: an investment's contract inside the app, under its header and back button, instead
// of the raw /api/... document the link used to open (a dead end without either). The backend
// family serves it as a PDF (the old H5 opened it in pdf.js: tbus ngt-invest-summary.tmpl.html,
// utils.coffee view_pdf); the sandbox as an HTML page. One GET through the api client, read as
// text: an HTML document is shown through DOMPurify (RichHtml), a PDF is shown where the
// browser can show one and offered as a download everywhere.
import { useState } from 'react';
import type { PageProps } from '../../../runtime/router/types';
import { apiConfig } from '../../../runtime/api/client';
import { PageState } from '../../../runtime/ui/page-state';
import { RichHtml } from '../../../kit/ui/rich-html';
import type { Settled } from '../../../runtime/api/settled-text';
import { contractPath } from '../rules/invest-status';
import { loadContract, type Contract } from '../api/contract';

/** Whether this browser shows a PDF in a frame (desktop Chrome, Safari); Android WebViews do not. */
const viewsPdf = () => typeof navigator !== 'undefined' && navigator.pdfViewerEnabled === true;

type View = { state: 'loading' } | Settled<Contract>;

export default function ContractPage({ data, params }: PageProps<Settled<Contract>>) {
  const id = params.id!;
  const [view, setView] = useState<View>(data);
  const url = apiConfig.prefix + contractPath(id);
  const name = `借款协议-${id.slice(0, 8)}`;

  const retry = () => {
    setView({ state: 'loading' });
    void loadContract(id).then(setView);
  };

  if ('state' in view) return <PageState state="loading" shape="article" />;
  if (!view.ok) return <PageState state="error" message={`借款协议加载失败：${view.message}`} onRetry={retry} />;

  const c = view.value;
  return (
    <div className="ct">
      {c.kind === 'pdf' ? (
        viewsPdf() ? (
          <iframe className="ct-pdf" src={url} title="借款协议（PDF）" />
        ) : (
          <p className="ct-note">借款协议为 PDF 文件，当前浏览器无法直接预览，请下载后查看。</p>
        )
      ) : (
        <article className="ct-doc" aria-label="借款协议">
          {c.kind === 'html' ? <RichHtml html={c.html} /> : <p className="ct-text">{c.text}</p>}
        </article>
      )}
      <div className="ct-actions">
        <a className="ui-btn ui-btn-block" href={url} download={`${name}.${c.kind === 'pdf' ? 'pdf' : 'html'}`}>
          下载
        </a>
        {c.kind === 'pdf' && !viewsPdf() && (
          <a className="ui-btn ui-btn-block ui-btn-secondary" href={url} target="_blank" rel="noopener">
            在新窗口打开
          </a>
        )}
      </div>
    </div>
  );
}
