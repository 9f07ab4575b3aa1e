// linkKind is plain URL logic. The sanitiser itself is tested in Chromium
// (tests/e2e/content-sanitiser.e2e.ts): DOMPurify does not support happy-dom, whose DOM
// lets hostile markup through, so a happy-dom test of it would prove nothing.
import { describe, expect, it } from 'vitest';
import { linkKind } from '../../kit/ui/rich-html';

const BASE = 'https://h5.example.cn/notice/1';

describe('linkKind', () => {
  it.each([
    ['/notice/3', 'internal'],
    ['notice/3', 'internal'],
    ['https://h5.example.cn/about?tab=history', 'internal'],
    ['https://www.pbc.gov.cn', 'external'],
    ['//evil.example/x', 'external'],
    ['mailto:service@example.cn', 'other'],
    ['tel:4008208866', 'other'],
    ['/api/v2/user/MYSELF/invest/1/contract', 'other'],
    ['/files/report.pdf', 'other'],
    ['javascript:alert(1)', 'unsafe'],
    [' JaVaScRiPt:alert(1)', 'unsafe'],
    ['data:text/html,<script>alert(1)</script>', 'unsafe'],
    ['vbscript:msgbox(1)', 'unsafe'],
  ] as const)('%s → %s', (href, kind) => {
    expect(linkKind(href, BASE)).toBe(kind);
  });
});
