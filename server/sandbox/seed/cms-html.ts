/** HTML helpers and ids shared by the cms-*.ts content files. */
import { stableId } from './rng';

export interface ArticleSpec {
  key: string;
  name: string;
  title: string;
  content: string;
  /** Days before `now`. */
  daysAgo: number;
  thumbnail?: string;
  summary?: string;
}

export const articleId = (key: string): string => stableId('article', key);

/** Articles carrying script, onerror, javascript: and iframe snippets, to prove sanitising. */
export const HOSTILE_ARTICLE_IDS: string[] = ['notice-3', 'activity-2', 'help-账户安全-1'].map(articleId);

export const HOSTILE = {
  script: '<script>window.__xss=1</script>',
  onerror: '<img src=x onerror="window.__xss=1">',
  jsLink: '<a href="javascript:window.__xss=1">',
  iframe: '<iframe src="https://evil.example">',
};

// ---- HTML helpers
export const p = (...lines: string[]): string => lines.map((l) => `<p>${l}</p>`).join('\n');
export const h = (text: string): string => `<h3>${text}</h3>`;
export const link = (href: string, text: string): string => `<a href="${href}">${text}</a>`;
export const ext = (href: string, text: string): string => `<a href="${href}" target="_blank" rel="noopener noreferrer">${text}</a>`;
// the size goes with the picture's address too, so the sandbox draws it at the box's shape
export const img = (file: string, alt: string, width = 690, height = 320): string =>
  `<p><img src="/sandbox-assets/${file}?w=${width}&amp;h=${height}" alt="${alt}" width="${width}" height="${height}"></p>`;
export const ul = (items: string[]): string => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
export function table(head: string[], rows: (string | number)[][]): string {
  const th = head.map((c) => `<th>${c}</th>`).join('');
  const tr = rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('\n');
  return `<table>\n<thead><tr>${th}</tr></thead>\n<tbody>\n${tr}\n</tbody>\n</table>`;
}
