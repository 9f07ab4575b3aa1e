// The product's icons: one stroke style on a 24×24 grid (1.8 wide, round ends), drawn in
// currentColor so each takes the colour of its text. Each icon is a path string for <Icon d>.
// This file holds what the frame and the runtime draw (tab bar, back arrow, page states): it
// is in the entry, and esbuild splits by file, so the icons only screens draw (menu rows,
// chevrons) live in menu-icons.ts, which only those screens' chunks load.
// Our own set rather than a library: the installed one (antd-mobile-icons) spends ~1.5 KB
// of 48-grid path data per icon and is a bench-only dev dependency.
// Sized by font-size (1em square): an icon grows with the text in 长辈模式 and with the
// system text size.

/** An icon beside words that say the same thing: hidden from screen readers. */
export function Icon({ d, className }: { d: string; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}

// ---- tab bar
export const home = 'M3 10.5 12 3l9 7.5M5.5 9v11.5h4.5v-6h4v6h4.5V9';
/** 理财 / 出借: a coin with ¥ */
export const coin = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8.8 7.5 12 11.6l3.2-4.1M12 11.6V17M9 12.5h6M9 15h6';
export const user = 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 21c.4-3.9 3.5-6.3 7.5-6.3s7.1 2.4 7.5 6.3';
export const grid = 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z';

// ---- title bar
export const back = 'm15 5.5L8.5 12l6.5 6.5';

// ---- states (for runtime/ui/page-state.tsx and result screens)
export const empty = 'M3 13.5 6 5h12l3 8.5V20H3zM3 13.5h5.2l1.3 2.5h5l1.3-2.5H21';
export const error = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7.5v6M12 16.4v.1';
export const success = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM7.8 12.3l3 3 5.4-6.1';
export const offline =
  'M3 3l18 18M8.6 16.3a4.9 4.9 0 0 1 6.3-.5M5.2 12.6a10 10 0 0 1 4-2.4M18.8 12.6a10 10 0 0 0-2.7-1.9M2 9a15 15 0 0 1 4.4-2.8M22 9a15 15 0 0 0-11.6-3.7M12 19.8v.1';
