import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// 长辈模式 and the system text size work by scaling the root font size: text and touch targets
// sized in px would not follow. Allowed: SVG chart labels (they scale with their viewBox) and
// the hidden pay-password input (16 px stops iOS zooming on focus).
const ALLOWED = [/\btext \{[^}]*font-size: \d+px/, /avoids iOS zoom/];

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? cssFiles(join(dir, e.name)) : e.name.endsWith('.css') ? [join(dir, e.name)] : [],
  );
}

describe('stylesheets follow the text size', () => {
  it('size text and tap targets in rem, not px', () => {
    const bad: string[] = [];
    for (const file of [...cssFiles('runtime'), ...cssFiles('kit'), ...cssFiles('modules')]) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (!/(font-size|min-height|min-width):\s*[\d.]+px/.test(line)) return;
          if (ALLOWED.some((a) => a.test(line))) return;
          bad.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(bad).toEqual([]);
  });
});
