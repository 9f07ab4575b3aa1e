// The quiz result as a picture (a lazy chunk, loaded once a result shows): drawn on a canvas
// in the browser, handed back as a PNG data URL to show and save (the CSP allows data: images,
// not blob:) and as a blob to share as a file. Null where the browser draws no canvas: the
// result then shares its link only.

export interface CardText {
  label: string;
  risk: string;
  /** the 财商指数, a whole number out of 100 */
  index: number;
  /** the band's words: '41–60分为平衡型，中风险' */
  words: string;
  description: string;
  /** the address a friend opens, printed at the foot */
  link: string;
}

export const CARD_W = 750;
export const CARD_H = 1000;
const FONT = '"PingFang SC","Hiragino Sans GB","Noto Sans CJK SC","Microsoft YaHei",sans-serif';

/** Splits `text` into lines no wider than `max` (Chinese breaks between any two characters). */
export function wrap(text: string, max: number, width: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of text) {
    if (line && width(line + ch) > max) {
      lines.push(line);
      line = '';
    }
    line += ch;
  }
  if (line) lines.push(line);
  return lines;
}

function roundRect(g: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  g.beginPath();
  g.moveTo(x + r, y);
  g.arcTo(x + w, y, x + w, y + h, r);
  g.arcTo(x + w, y + h, x, y + h, r);
  g.arcTo(x, y + h, x, y, r);
  g.arcTo(x, y, x + w, y, r);
  g.closePath();
}

export function drawCard(g: CanvasRenderingContext2D, t: CardText) {
  const bg = g.createLinearGradient(0, 0, 0, CARD_H);
  bg.addColorStop(0, '#cc310b');
  bg.addColorStop(1, '#f08a24');
  g.fillStyle = bg;
  g.fillRect(0, 0, CARD_W, CARD_H);

  g.textAlign = 'center';
  g.textBaseline = 'alphabetic';
  g.fillStyle = '#fff';
  g.font = `600 44px ${FONT}`;
  g.fillText('理财知识小测试', CARD_W / 2, 110);
  g.font = `28px ${FONT}`;
  g.fillText('10道题测出你的理财风格', CARD_W / 2, 160);

  g.fillStyle = '#fff';
  roundRect(g, 50, 210, CARD_W - 100, 640, 24);
  g.fill();

  g.fillStyle = '#666';
  g.font = `30px ${FONT}`;
  g.fillText('我的理财风格', CARD_W / 2, 290);
  g.fillStyle = '#cc310b';
  g.font = `700 96px ${FONT}`;
  g.fillText(t.label, CARD_W / 2, 400);
  g.font = `30px ${FONT}`;
  g.fillText(`风险偏好：${t.risk}`, CARD_W / 2, 455);

  g.fillStyle = '#222';
  g.font = `600 34px ${FONT}`;
  g.fillText(`财商指数 ${t.index} / 100`, CARD_W / 2, 522);
  g.fillStyle = '#666';
  g.font = `26px ${FONT}`;
  g.fillText(t.words, CARD_W / 2, 562);

  g.fillStyle = '#444';
  g.font = `28px ${FONT}`;
  g.textAlign = 'left';
  const lines = wrap(t.description, CARD_W - 200, (s) => g.measureText(s).width).slice(0, 5);
  lines.forEach((l, i) => g.fillText(l, 100, 614 + i * 44));

  g.textAlign = 'center';
  g.fillStyle = '#767676';
  g.font = `24px ${FONT}`;
  g.fillText('测试结果仅供参考，不构成投资建议', CARD_W / 2, 815);

  g.fillStyle = '#fff';
  g.font = `28px ${FONT}`;
  g.fillText('你也来测一测，看看自己是哪种理财风格', CARD_W / 2, 920);
  g.font = `24px ${FONT}`;
  g.fillText(t.link.replace(/^https?:\/\//, '').slice(0, 48), CARD_W / 2, 962);
}

export interface Picture {
  url: string;
  blob: Blob;
}

export async function renderCard(t: CardText): Promise<Picture | null> {
  const canvas = document.createElement('canvas');
  canvas.width = CARD_W;
  canvas.height = CARD_H;
  let g: CanvasRenderingContext2D | null = null;
  try {
    g = canvas.getContext('2d');
  } catch {
    g = null;
  }
  if (!g || typeof canvas.toBlob !== 'function') return null;
  drawCard(g, t);
  return new Promise((resolve) => {
    try {
      const url = canvas.toDataURL('image/png');
      canvas.toBlob((blob) => resolve(blob && url.startsWith('data:image/png') ? { url, blob } : null), 'image/png');
    } catch {
      resolve(null); // a refused canvas
    }
  });
}
