// CMS HTML: each payload is served as the content of an article (the real sandbox answer for a
// real notice, its content replaced), opened in-app, and every link of it that stays in this
// window is tapped. Nothing may run, load from elsewhere, leave, throw or violate the CSP.
import { afterAll, beforeAll, describe } from 'vitest';
import { articleId } from '../../server/sandbox/seed/cms-html';
import { CMS_HTML } from './payloads';
import { expectClean, guarded, hostile, open, spa, tapLinks, type Guarded } from './kit';

const REAL = articleId('notice-1');
let g: Guarded;
let html = '';

beforeAll(async () => {
  g = await guarded();
  // /api/v2/cms/article/sec-N: the real notice, with the case's content
  await g.page.route(/\/api\/v2\/cms\/article\/sec-\d+$/, async (route) => {
    const url = route
      .request()
      .url()
      .replace(/sec-\d+$/, REAL);
    const res = await route.fetch({ url });
    // a bare CMS record, as the family sends it
    const json = (await res.json()) as Record<string, unknown>;
    json.content = `<p>前文</p>${html}<p>后文</p>`;
    json.id = route.request().url().split('/').pop();
    return route.fulfill({ response: res, body: JSON.stringify(json) });
  });
  await open(g, '/notice');
  await expectClean(g);
});
afterAll(async () => {
  await g?.ctx.close();
});

describe('CMS HTML in an article', () => {
  hostile(
    'cms',
    CMS_HTML,
    async (payload, i) => {
      html = payload;
      await spa(g.page, `/notice/sec-${i}`);
      // the article is there (what follows an unclosed hostile element may go with it)
      await g.page.locator('.rich').getByText('前文').waitFor({ timeout: 5000 });
      await tapLinks(g.page, '.rich');
      await expectClean(g);
    },
    // the issue's own findings and the classic families
    (p) => /<style>body|<base href|evil.example\/pixel|\/\.\/\/evil|^<img src=x onerror|mglyph><style><img src=x/.test(p),
  );
});
