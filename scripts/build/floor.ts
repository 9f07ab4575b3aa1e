// The React floor: react + react-dom rendering one element, bundled as the app is. The build
// reports every route against its size; the bench also opens it in Chromium, so the boot
// figures (long tasks) have the same yardstick.
import * as esbuild from 'esbuild';

export const FLOOR_SOURCE =
  "import{createElement}from'react';import{createRoot}from'react-dom/client';createRoot(document.body).render(createElement('b',null,'x'))";

export async function bundleFloor(root: string, target: string[]): Promise<Uint8Array> {
  const r = await esbuild.build({
    stdin: { contents: FLOOR_SOURCE, resolveDir: root },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    target,
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'silent',
  });
  return r.outputFiles[0]!.contents;
}

/** The floor as a page: what the bench opens to time React's own start-up. */
export async function writeFloorPage(dir: string, root: string, target: string[]) {
  const { mkdirSync, writeFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'assets/floor.js'), await bundleFloor(root, target));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>floor</title>' +
      '<script type="module" src="/assets/floor.js"></script></head><body></body></html>',
  );
}
