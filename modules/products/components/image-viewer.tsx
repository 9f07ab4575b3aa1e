import { useEffect, useRef } from 'react';

export interface ViewerImage {
  url: string;
  title: string;
}

/** Full-screen picture with its title; previous/next, Escape or the close button to leave. */
export function ImageViewer({
  images,
  index,
  onIndex,
  onClose,
}: {
  images: readonly ViewerImage[];
  index: number;
  onIndex: (i: number) => void;
  onClose: () => void;
}) {
  const close = useRef<HTMLButtonElement>(null);
  const img = images[index]!;
  const n = images.length;
  const go = (d: number) => onIndex((index + d + n) % n);

  useEffect(() => {
    const prev = document.activeElement as HTMLElement | null;
    close.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      prev?.focus?.();
    };
  }, []);

  return (
    <div
      className="iv"
      role="dialog"
      aria-modal="true"
      aria-label={img.title}
      onKeyDown={(e) => (e.key === 'Escape' ? onClose() : e.key === 'ArrowLeft' ? go(-1) : e.key === 'ArrowRight' ? go(1) : null)}
    >
      <img src={img.url} alt={img.title} />
      <p>
        {img.title}（{index + 1}/{n}）
      </p>
      <button ref={close} type="button" className="iv-close" aria-label="关闭" onClick={onClose}>
        ×
      </button>
      {n > 1 && (
        <>
          <button type="button" className="iv-prev" aria-label="上一张" onClick={() => go(-1)}>
            ‹
          </button>
          <button type="button" className="iv-next" aria-label="下一张" onClick={() => go(1)}>
            ›
          </button>
        </>
      )}
    </div>
  );
}
