// Draws the invite poster on a canvas: a brand band with who invites and the gift, a card
// with the invite code and the share link's QR code. 300×480 CSS px at 2× so the saved
// picture stays sharp on a phone; the QR modules are whole device pixels so a camera reads them.
import { correction, generate } from 'lean-qr/nano';
import type { PosterText } from './poster-text';

const W = 300;
const H = 480;
const SCALE = 2;
const FONT = '"PingFang SC", "Hiragino Sans GB", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif';
const BRAND = '#cc310b';

/** Centered text, shrunk until it fits `max` px wide (a long gift name must not be cut). */
function line(ctx: CanvasRenderingContext2D, text: string, y: number, size: number, weight = 400, max = W - 40) {
  let px = size;
  do ctx.font = `${weight} ${px}px ${FONT}`;
  while (ctx.measureText(text).width > max && --px > 10);
  ctx.fillText(text, W / 2, y);
}

/** The QR code with its 4-module quiet zone, `box` CSS px square, top-left at (x, y). */
function qr(ctx: CanvasRenderingContext2D, link: string, x: number, y: number, box: number) {
  const code = generate(link, { minCorrectionLevel: correction.M });
  const cells = code.size + 8;
  const cell = Math.floor((box * SCALE) / cells);
  const left = Math.round(x * SCALE + (box * SCALE - cell * cells) / 2);
  const top = Math.round(y * SCALE + (box * SCALE - cell * cells) / 2);
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = '#fff';
  ctx.fillRect(left, top, cell * cells, cell * cells);
  ctx.fillStyle = '#000';
  for (let r = 0; r < code.size; r++) {
    for (let c = 0; c < code.size; c++) if (code.get(c, r)) ctx.fillRect(left + (c + 4) * cell, top + (r + 4) * cell, cell, cell);
  }
  ctx.restore();
}

/** The poster as a PNG data URL. */
export function drawPoster(t: PosterText, link: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = W * SCALE;
  canvas.height = H * SCALE;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas 2d unavailable');
  ctx.scale(SCALE, SCALE);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';

  ctx.fillStyle = BRAND;
  ctx.fillRect(0, 0, W, H);
  ctx.fillStyle = '#fff';
  line(ctx, t.title, 44, 22, 600);
  line(ctx, t.inviter, 80, 15);
  ctx.fillStyle = '#ffe58f';
  line(ctx, t.gift, 112, 19, 600);

  ctx.fillStyle = '#fff';
  ctx.beginPath();
  // roundRect is Chromium 99+; an older WebView draws square corners
  if ('roundRect' in ctx) ctx.roundRect(16, 144, W - 32, H - 160, 12);
  else (ctx as CanvasRenderingContext2D).rect(16, 144, W - 32, H - 160);
  ctx.fill();
  ctx.fillStyle = '#595959';
  line(ctx, t.codeLabel, 170, 13);
  ctx.fillStyle = BRAND;
  line(ctx, t.code, 198, 26, 700);
  qr(ctx, link, (W - 168) / 2, 218, 168);
  ctx.fillStyle = '#262626';
  line(ctx, t.hint, 404, 14);
  ctx.fillStyle = '#8c8c8c';
  line(ctx, t.risk, 430, 11);
  return canvas.toDataURL('image/png');
}
