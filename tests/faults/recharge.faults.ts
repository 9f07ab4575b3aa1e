// Recharge (POST /api/v2/multiPayment/router/charge) with its answer lost, mangled or refused.
import { describe } from 'vitest';
import { phones } from './kit';
import { closeSheetJourney, faultJourney, VARIANT_NAMES, type MoneyOp } from './money';

const newPage = phones();

const RECHARGE: MoneyOp = {
  name: 'recharge',
  path: '/dashboard/recharge',
  field: '#rc-amount',
  call: '/api/v2/multiPayment/router/charge',
  type: 'DEPOSIT',
  success: /成功充值/,
};

describe('recharge under faults', () => {
  // a distinct amount per journey, so each one's record is told apart in the ledger
  VARIANT_NAMES.forEach((kind, i) => faultJourney(RECHARGE, kind, `${201 + i}.37`, newPage, kind === 'drop'));
  closeSheetJourney(RECHARGE, '288.37', newPage, true);
});
