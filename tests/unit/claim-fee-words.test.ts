// The fee a claim transfer charges and the fee the 债权转让协议 states are one figure
// (domain/rules/claim-transfer): the buyer agrees to what is charged.
import { describe, expect, it } from 'vitest';
import { FEE_FRACTION, FEE_RATE_BP, agreementFeeText, feeFen, percentText } from '../../domain/rules/claim-transfer';
import { FEE_FRACTION as SANDBOX_FEE, feeFen as sandboxFee } from '../../server/sandbox/routes/claims-transfer';
import { DECLARATIONS } from '../../server/sandbox/seed/cms-declarations';

const agreement = DECLARATIONS.find((d) => d.name === 'CREDIT_ASSIGN_AGREEMENT')!.content;

describe('the transfer fee in words', () => {
  it('prints a rate in hundredths of a percent as an agreement does', () => {
    expect([percentText(10), percentText(50), percentText(100), percentText(5)]).toEqual(['0.1%', '0.5%', '1%', '0.05%']);
  });

  it('states in the agreement the rate the sandbox charges, and no other', () => {
    expect(SANDBOX_FEE).toBe(FEE_FRACTION);
    // 10,000.00 元 at the rate: the fee charged, and the fee the agreement's rate gives
    const charged = sandboxFee(1_000_000);
    expect(charged).toBe(feeFen(1_000_000, FEE_RATE_BP / 10000));
    expect(agreement).toContain(agreementFeeText());
    const stated = [...agreement.matchAll(/收取([\d.]+)%的转让手续费/g)].map((m) => m[1]);
    expect(stated).toEqual([String((charged / 1_000_000) * 100)]);
    expect(agreement).toContain('95%至105%');
  });
});
