// WeChat lets only its own menu share a page: point at it. Styled through the CSSOM (the CSP
// forbids style attributes in markup, not style properties), so the guide needs no stylesheet.
const TEXT = '点击右上角「···」，选择「发送给朋友」或「分享到朋友圈」';

function css<E extends HTMLElement>(el: E, s: Partial<CSSStyleDeclaration>): E {
  Object.assign(el.style, s);
  return el;
}

export function showShareGuide() {
  if (document.getElementById('share-guide')) return;
  const prev = document.activeElement as HTMLElement | null;
  const box = css(document.createElement('div'), {
    position: 'fixed',
    inset: '0',
    zIndex: '1000',
    background: 'rgba(0,0,0,0.86)',
    color: '#fff',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    padding: '0.75rem 1rem',
  });
  box.id = 'share-guide';
  box.setAttribute('role', 'dialog');
  box.setAttribute('aria-modal', 'true');
  box.setAttribute('aria-label', '分享指引');
  const arrow = css(document.createElement('div'), { fontSize: '2.5rem', lineHeight: '1', marginRight: '0.25rem' });
  arrow.textContent = '↗';
  arrow.setAttribute('aria-hidden', 'true');
  const p = css(document.createElement('p'), { margin: '0.75rem 0 1.5rem', fontSize: '1.125rem', lineHeight: '1.6', maxWidth: '16rem' });
  p.textContent = TEXT;
  const ok = css(document.createElement('button'), {
    alignSelf: 'center',
    minHeight: '2.75rem',
    padding: '0 2rem',
    border: '1px solid #fff',
    borderRadius: '0.375rem',
    background: 'transparent',
    color: '#fff',
    fontSize: '1rem',
  });
  ok.type = 'button';
  ok.textContent = '知道了';
  const close = () => {
    box.remove();
    prev?.focus?.();
  };
  box.addEventListener('click', close);
  box.addEventListener('keydown', (e) => e.key === 'Escape' && close());
  box.append(arrow, p, ok);
  document.body.appendChild(box);
  ok.focus();
}
