// The consent a money move asks for, as the peers ask it: "我已阅读并同意《…》", unticked until the
// investor ticks it or agrees in the agreement sheet that opens in place; and, before the first
// investment, the 风险提示书 read and acknowledged once (kit/ui/risk-ack.ts). The purchase
// screens (a loan's tender, a claim's purchase) use it the same way.
import { lazy, Suspense, useState } from 'react';
import { ackRisk, riskAcked } from './risk-ack';

const Agreement = lazy(() => import('./agreement-sheet'));

export interface Doc {
  /** the DECLARATION article's name */
  name: string;
  title: string;
}

export const RISK_DOC: Doc = { name: 'RISK', title: '网络借贷风险提示书' };

const titles = (docs: readonly Doc[]) => docs.map((d) => `《${d.title}》`).join('');

/** Which sheet is open: a doc of the list (its index), or the first-investment acknowledgement. */
type Reading = { at: number } | { risk: true; then: () => void };

/** `uid`: whose first investment asks for the risk notice; `investment` false for a move that is none (a transfer). */
export function useConsent(docs: readonly Doc[], uid: string | null | undefined, investment = true) {
  const [agreed, setAgreed] = useState(false);
  const [reading, setReading] = useState<Reading | null>(null);

  /**
   * Before the password: null when the move may go on; else the words to show, with the sheet
   * that is missing opened (the first agreement; or the risk notice, which then goes on by itself).
   */
  const check = (goOn: () => void): string | null => {
    if (!agreed) {
      setReading({ at: 0 });
      return `请先阅读并勾选同意${titles(docs)}`;
    }
    if (investment && !riskAcked(uid)) {
      setReading({ risk: true, then: goOn });
      return '首次出借前，请阅读并确认风险提示';
    }
    return null;
  };

  const agree = () => {
    const r = reading;
    if (!r) return;
    if ('risk' in r) {
      ackRisk(uid);
      setReading(null);
      return r.then();
    }
    // agreeing to the risk notice in the list acknowledges it too
    if (docs[r.at]?.name === RISK_DOC.name) ackRisk(uid);
    const next = r.at + 1;
    if (next < docs.length) return setReading({ at: next });
    setAgreed(true);
    setReading(null);
  };

  const tick = (
    <label className="inv-consent">
      <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
      {/* one run of text, so a second agreement wraps under the first, not under the box */}
      <span>
        我已阅读并同意
        {docs.map((d, i) => (
          <button key={d.name} type="button" className="ui-link" onClick={() => setReading({ at: i })}>
            《{d.title}》
          </button>
        ))}
      </span>
    </label>
  );

  const doc = reading && ('risk' in reading ? RISK_DOC : docs[reading.at]);
  const sheet = doc && (
    <Suspense fallback={null}>
      <Agreement
        key={doc.name}
        name={doc.name}
        title={doc.title}
        lead={reading && 'risk' in reading ? '首次出借前，请仔细阅读以下风险提示' : undefined}
        agreeText={reading && 'risk' in reading ? '我已阅读并知晓风险，继续' : undefined}
        onClose={() => setReading(null)}
        onAgree={agree}
      />
    </Suspense>
  );

  return { agreed, check, tick, sheet };
}
