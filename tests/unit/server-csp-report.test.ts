import { describe, expect, it } from 'vitest';
import { violationLine, violationsOf } from '../../server/csp-report';

const legacy = {
  'csp-report': {
    'document-uri': 'https://h5.example.com/loan/12?token=secret#x',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'inline',
    'source-file': 'https://h5.example.com/assets/boot-AB.js',
    'line-number': 3,
    'column-number': 17,
    'script-sample': 'alert(1)',
    disposition: 'enforce',
  },
};

const reporting = [
  {
    type: 'csp-violation',
    url: 'https://h5.example.com/',
    body: { documentURL: 'https://h5.example.com/', effectiveDirective: 'img-src', blockedURL: 'https://tracker.example/p.gif?uid=7', disposition: 'enforce' },
  },
  { type: 'deprecation', body: { id: 'x' } },
  { type: 'csp-violation', body: 'garbage' },
];

describe('CSP report bodies', () => {
  it('reads the report-uri format', () => {
    const [v] = violationsOf(legacy);
    expect(violationLine(v!)).toBe(
      '[csp] script-src-elem blocked=inline page=https://h5.example.com/loan/12 at=https://h5.example.com/assets/boot-AB.js:3:17 enforce sample="alert(1)"',
    );
  });

  it('reads the Reporting API batch, keeping only CSP violations', () => {
    const vs = violationsOf(reporting);
    expect(vs).toHaveLength(1);
    expect(violationLine(vs[0]!)).toBe('[csp] img-src blocked=https://tracker.example/p.gif page=https://h5.example.com/ at=-:-:- enforce sample="-"');
  });

  it('finds nothing in anything else', () => {
    for (const junk of [null, 1, 'x', {}, { 'csp-report': 'x' }, [1, 2]]) expect(violationsOf(junk)).toEqual([]);
  });

  it('keeps one violation on one line, cut short', () => {
    const forged = {
      'csp-report': { 'effective-directive': 'script-src\n[csp] forged line', 'blocked-uri': 'x'.repeat(5000), 'script-sample': 'a\r\nb\u2028c' },
    };
    const line = violationLine(violationsOf(forged)[0]!);
    expect(line).not.toMatch(/[\n\r\u2028]/);
    expect(line.length).toBeLessThan(500);
  });
});
