// The quiz's scoring (SPEC §5, §9): ten questions worth at most 10 each, the risk-type bands
// with their boundaries, the 财商指数 out of 100 with its band's words, and the clock's display.
import { describe, expect, it } from 'vitest';
import { BANDS, bandOf, bandRange, bandWords, quizIndex } from '../../modules/games/rules/quiz-bands';
import { QUESTIONS, quizScore } from '../../modules/games/rules/quiz-questions';
import { mmss } from '../../modules/games/components/use-countdown';

describe('questions', () => {
  it('ten single-choice questions, each worth at most 10, 100 in all', () => {
    expect(QUESTIONS).toHaveLength(10);
    for (const q of QUESTIONS) {
      expect(q.choices.length).toBeGreaterThanOrEqual(2);
      expect(q.scores).toHaveLength(q.choices.length);
      expect(Math.max(...q.scores)).toBe(10);
      expect(Math.min(...q.scores)).toBeGreaterThanOrEqual(0);
    }
    const best = QUESTIONS.map((q) => q.scores.indexOf(10));
    expect(quizScore(best)).toBe(100);
  });

  it('counts unanswered questions as 0', () => {
    const best = QUESTIONS.map((q) => q.scores.indexOf(10));
    expect(quizScore([best[0]!, -1, best[2]!])).toBe(20);
    expect(quizScore(Array(10).fill(-1))).toBe(0);
    expect(quizScore([])).toBe(0);
  });

  it('every band can be reached', () => {
    const labels = new Set<string>();
    // all first choices, all last choices, the best answers, and mixes of them
    const rows = [QUESTIONS.map(() => 0), QUESTIONS.map((q) => q.choices.length - 1), QUESTIONS.map((q) => q.scores.indexOf(10))];
    for (let k = 0; k <= 10; k++) rows.push(QUESTIONS.map((q, i) => (i < k ? q.scores.indexOf(10) : 0)));
    for (const r of rows) labels.add(bandOf(quizScore(r)).label);
    expect([...labels].sort()).toEqual(BANDS.map((b) => b.label).sort());
  });
});

describe('bands', () => {
  it('follow SPEC: under 20, 20–40, 40–60, 60–80, 80–100', () => {
    expect(bandOf(0).label).toBe('保守型');
    expect(bandOf(19).label).toBe('保守型');
    expect(bandOf(21).label).toBe('稳健型');
    expect(bandOf(39).label).toBe('稳健型');
    expect(bandOf(41).label).toBe('平衡型');
    expect(bandOf(59).label).toBe('平衡型');
    expect(bandOf(61).label).toBe('成长型');
    expect(bandOf(79).label).toBe('成长型');
    expect(bandOf(81).label).toBe('进取型');
    expect(bandOf(100).label).toBe('进取型');
  });

  it('a boundary score takes the more careful type (bands closed at the top)', () => {
    expect([20, 40, 60, 80].map((s) => bandOf(s).label)).toEqual(['保守型', '稳健型', '平衡型', '成长型']);
  });

  it('scores outside 0–100 are clamped', () => {
    expect(bandOf(-5).label).toBe('保守型');
    expect(bandOf(130).label).toBe('进取型');
  });

  it('each band says its risk level and what it means', () => {
    expect(BANDS.map((b) => b.risk)).toEqual(['低风险', '中低风险', '中风险', '中高风险', '高风险']);
    for (const b of BANDS) expect(b.description.length).toBeGreaterThan(20);
  });
});

describe('财商指数', () => {
  it('is a whole number out of 100: the score (SPEC 3.75 × score out of 375, rescaled), rounded and clamped', () => {
    expect(quizIndex(55)).toBe(55);
    expect(quizIndex(100)).toBe(100);
    expect(quizIndex(0)).toBe(0);
    expect(quizIndex(54.5)).toBe(55);
    expect(quizIndex(-3)).toBe(0);
    expect(quizIndex(130)).toBe(100);
    // 206.25 / 375 is 55 out of 100
    expect(quizIndex((206.25 / 375) * 100)).toBe(55);
  });

  it('comes with its band in words', () => {
    expect(BANDS.map(bandRange)).toEqual(['0–20', '21–40', '41–60', '61–80', '81–100']);
    expect(bandWords(bandOf(55))).toBe('41–60分为平衡型，中风险');
    expect(bandWords(bandOf(20))).toBe('0–20分为保守型，低风险');
    expect(bandWords(bandOf(100))).toBe('81–100分为进取型，高风险');
    // every whole score sits inside the range its band names
    for (let s = 0; s <= 100; s++) {
      const [lo, hi] = bandRange(bandOf(s)).split('–').map(Number);
      expect(s >= lo! && s <= hi!, String(s)).toBe(true);
    }
  });
});

describe('clock', () => {
  it('shows minutes and seconds, rounding up', () => {
    expect(mmss(300_000)).toBe('05:00');
    expect(mmss(299_001)).toBe('05:00');
    expect(mmss(299_000)).toBe('04:59');
    expect(mmss(61_000)).toBe('01:01');
    expect(mmss(1)).toBe('00:01');
    expect(mmss(0)).toBe('00:00');
    expect(mmss(-5)).toBe('00:00');
  });
});

describe('result picture text', () => {
  it('wraps Chinese text between any two characters, never over the width', async () => {
    const { wrap } = await import('../../modules/games/rules/share-card');
    const width = (s: string) => [...s].length * 10;
    expect(wrap('您更看重本金安全，几乎不能接受亏损。', 60, width)).toEqual(['您更看重本金', '安全，几乎不', '能接受亏损。']);
    expect(wrap('', 60, width)).toEqual([]);
    for (const b of BANDS) for (const line of wrap(b.description, 100, width)) expect(width(line)).toBeLessThanOrEqual(100);
  });
});
