// @vitest-environment node
// The sandbox's drawn pictures over HTTP: images that may be cached, at the size the query asks
// (what they draw: unit/visual-assets).
import { describe, expect, it } from 'vitest';
import { sandboxAt } from '../support/sandbox';

const NOW = Date.UTC(2026, 10, 23, 2);

describe('served pictures', () => {
  const { srv } = sandboxAt(NOW);

  it('answers an SVG image that may be cached, at the size in the query', async () => {
    const res = await fetch(`${srv.base}/sandbox-assets/article-1.svg?w=690&h=360`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const svg = await res.text();
    expect(svg).toContain('width="690" height="360"');
    expect(svg).toMatch(/^<svg[^>]*>[\s\S]*<\/svg>$/);
    expect(svg).toContain('汇盈金服');
  });

  it('ignores a size out of range', async () => {
    const svg = await (await fetch(`${srv.base}/sandbox-assets/news-2.svg?w=99999&h=-4`)).text();
    expect(svg).toContain('width="600" height="400"');
  });
});
