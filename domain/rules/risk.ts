// Risk ranks (SPEC §4, §9: R1 low … R5 high): a loan's rank and a survey grade's ceiling compare
// as numbers, however the answer spells them ('R3', 'r3', 3).

/** A risk grade or a loan's risk rank as 1 (R1, lowest) to 5; null when it cannot be read. */
export function riskLevel(r: unknown): number | null {
  const m = /^R?([1-5])$/i.exec(String(r ?? '').trim());
  return m ? Number(m[1]) : null;
}
