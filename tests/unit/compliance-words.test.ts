// Our own code never writes a promise the registration agreement (2.2) rules out: no badge,
// headline or label of ours says guaranteed principal or interest, payment on overdue, a fixed
// return or safety. Loan and CMS texts are shown as given, under their own labels.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const PROMISE = /全额本息|本息担保|本息保障|保本|保息|代偿|刚兑|稳赚|无风险|零风险|先行垫付|安全保障/;
const NEGATED = /(不提供担保，不承诺|不承诺)保本保息/g;

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));

describe('compliance words in our code', () => {
  it('no module of ours or runtime text promises principal, interest, payment on overdue or safety', () => {
    const hits = [...files('modules'), ...files('kit'), ...files('domain'), ...files('runtime')]
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .map((line, i) => [f, i + 1, line.replace(NEGATED, '')] as const),
      )
      .filter(([, , line]) => !/^\s*(\/\/|\*)/.test(line) && PROMISE.test(line))
      .map(([f, n, line]) => `${f}:${n}: ${line.trim()}`);
    expect(hits).toEqual([]);
  });
});
