// The menu rows' and screens' icons, in the stroke style of icons.tsx (24×24, drawn with its
// <Icon d>). A file of its own so the entry does not carry them: esbuild places a whole file in
// one chunk, and icons.tsx is in the entry for the tab bar.
export const chevron = 'm9 5.5 6.5 6.5L9 18.5';
export const info = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5.5M12 7.6v.1';
export const help = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.4 9.3a2.7 2.7 0 1 1 3.8 2.5c-.7.3-1.2 1-1.2 1.8v.4M12 17v.1';
export const megaphone = 'M4 9.5v5h3.5l6.5 4.5v-14L7.5 9.5zM17.5 9a4 4 0 0 1 0 6M20 6.5a7.5 7.5 0 0 1 0 11';
export const headset = 'M4.5 15v-3a7.5 7.5 0 0 1 15 0v3M4.5 14h3v5.5h-3zM16.5 14h3v5.5h-3zM18 19.5c0 1.2-1.3 1.8-3 1.8h-2';
export const lock = 'M5.5 11h13v10h-13zM8.5 11V7.5a3.5 3.5 0 0 1 7 0V11M12 14.5v3';
export const key = 'M8 20a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zM11.2 12.3 20 3.5M16.5 7l2.5 2.5M14.3 9.2l2 2';
export const phone = 'M7 2.5h10v19H7zM11 18h2';
export const download = 'M12 4v11m-4.5-4.5L12 15l4.5-4.5M5 19.5h14';
export const doc = 'M6 3h8.5L19 7.5V21H6zM14 3v5h5M9 12.5h7M9 16.5h5';
export const pie = 'M11 4a8.5 8.5 0 1 0 9 9h-9zM14 3a7.5 7.5 0 0 1 7 7h-7z';
export const calendar = 'M4 5.5h16V21H4zM4 10h16M8.5 3v4.5M15.5 3v4.5M8 14h2M14 14h2M8 17.5h2';
export const receipt = 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 11.5h6M9 15h3.5';
export const envelope = 'M5 3h14v18H5zM5 7.5c4.3 3 9.7 3 14 0M12 12.5a1.8 1.8 0 1 0 0-3.6 1.8 1.8 0 0 0 0 3.6z';
export const card = 'M3 5.5h18v13H3zM3 10h18M6.5 15h4';
export const crown = 'M4 18.5h16M4.5 15.5 3 7.5l5 3.8L12 5l4 6.3 5-3.8-1.5 8z';
export const invite = 'M10 11.5a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM3 21c.4-3.9 3.2-6.3 7-6.3 1.6 0 3 .4 4.1 1.2M18.5 14v6.5M15.3 17.3h6.5';
export const shield = 'M12 3 19.5 6v5.5c0 4.6-3.2 8.1-7.5 9.5-4.3-1.4-7.5-4.9-7.5-9.5V6zM8.8 12l2.3 2.3 4.3-4.6';
export const chat = 'M4 4.5h16v11.5H10l-6 4.5zM8 9h8M8 12.5h5';
export const sliders = 'M4 7h9M17 7h3M4 17h3M11 17h9M15 4.5v5M9 14.5v5';
export const idcard = 'M3 5h18v14H3zM8.8 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM5.5 16.2c.5-1.4 1.8-2.2 3.3-2.2s2.8.8 3.3 2.2M15 9.5h3.5M15 13h3.5';
