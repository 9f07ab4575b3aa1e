// Where 长辈模式 is remembered on the device. Apart from elder.ts, which brings React, so that
// the shell's script (runtime/shell/preload.ts), which applies it before the first paint, can
// import it.
export const ELDER_KEY = 'h5_elder';
