import { bare } from '../reply';
import type { Register } from './index';

const COLORS = ['#e8380d', '#2b6cb0', '#2f855a', '#b7791f', '#6b46c1', '#c53030'];
const esc = (s: string) => s.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Seed images (banners, article pictures, corporation proofs) drawn on the fly. */
export const registerAssets: Register = (r) => {
  r.get('/sandbox-assets/:name', (c) => {
    const name = c.params.name!.replace(/\.svg$/, '');
    const hue = COLORS[[...name].reduce((a, ch) => a + ch.charCodeAt(0), 0) % COLORS.length];
    const wide = /banner/.test(name);
    const [w, h] = wide ? [750, 300] : [600, 400];
    return bare(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
        `<rect width="100%" height="100%" fill="${hue}"/>` +
        `<text x="50%" y="50%" fill="#fff" font-size="40" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif">${esc(name)}</text></svg>`,
    );
  });
};
