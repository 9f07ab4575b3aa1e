// One error line per failure: a refused payment password is said in the password sheet, where it
// is retyped; the form under the sheet says it only when the sheet was closed before the answer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../runtime/api/api-error';
import { moveMoney } from '../../runtime/money/move';
import { forgetAll } from '../../runtime/money/state';
import { useInvestOutcome } from '../../kit/money/use-invest-outcome';
import { usePayOutcome } from '../../modules/payment/components/use-pay-outcome';
import { nothingFor } from '../support/time';

// the balance asked for after each outcome: not what these tests look at
vi.mock('../../kit/money/buyer', () => ({ loadFund: () => new Promise(() => {}) }));

afterEach(() => {
  cleanup();
  forgetAll();
});

let n = 0;
const refuse = (slot: string, code: string, message: string) =>
  act(() => moveMoney(slot, { intent: 'a', send: () => Promise.reject(new ApiError(code, message, 400)), check: async () => null }).then(() => {}));

function Pay({ slot, sheetUp }: { slot: string; sheetUp: boolean }) {
  const [err, setErr] = useState('');
  usePayOutcome(slot, '充值', { setFund: () => {}, setErr, done: () => {}, sheetUp });
  return <p data-testid="err">{err}</p>;
}
function Invest({ slot, sheetUp }: { slot: string; sheetUp: boolean }) {
  const [err, setErr] = useState('');
  useInvestOutcome(slot, '出借', { setFund: () => {}, setErr, sheetUp });
  return <p data-testid="err">{err}</p>;
}

const WRONG = '支付密码错误，还可输入4次';
const said = () => screen.getByTestId('err').textContent;

describe.each([
  ['recharge and withdraw (usePayOutcome)', Pay],
  ['tender and claim purchase (useInvestOutcome)', Invest],
])('%s', (_, Screen) => {
  it('a wrong password while the sheet is up: the form says nothing (the sheet does)', async () => {
    const slot = `one-line-${++n}`;
    render(<Screen slot={slot} sheetUp />);
    await refuse(slot, 'INCORRECT_PASSWORD', WRONG);
    await nothingFor(20);
    expect(said()).toBe('');
  });

  it('the sheet closed before the answer: the form says it, once', async () => {
    const slot = `one-line-${++n}`;
    render(<Screen slot={slot} sheetUp={false} />);
    await refuse(slot, 'INCORRECT_PASSWORD', WRONG);
    await waitFor(() => expect(said()).toBe(WRONG));
  });

  it('a locked password with the sheet up stays in the sheet too', async () => {
    const slot = `one-line-${++n}`;
    render(<Screen slot={slot} sheetUp />);
    await refuse(slot, 'PAYMENT_PASSWORD_LOCKED', '支付密码错误次数过多，请稍后再试或找回支付密码');
    await nothingFor(20);
    expect(said()).toBe('');
  });
});

it('a refusal that is not about the password is still said on the recharge form', async () => {
  const slot = `one-line-${++n}`;
  render(<Pay slot={slot} sheetUp />);
  await refuse(slot, 'USER_BALANCE_INSUFFICIENT', '余额不足');
  await waitFor(() => expect(said()).toBe('余额不足'));
});
