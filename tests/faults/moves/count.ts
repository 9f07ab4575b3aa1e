// How descriptors count what a move did, from the witness before and after.
import type { Witness } from '../matrix';

/** New ledger records of a type (and amount, when given) */
export const newRecords = (type: string, yuan?: number) => (b: Witness, a: Witness) => {
  const n = (w: Witness) => w.records.filter((r) => r.type === type && (yuan === undefined || r.amount === yuan)).length;
  return n(a) - n(b);
};

/** A distinct amount per run, so a run's records are told apart from any other's. */
let n = 0;
export const distinctYuan = (base: number) => `${base + (n++ % 90)}.${String(11 + (((Date.now() / 1000) % 80) | 0)).padStart(2, '0')}`;
