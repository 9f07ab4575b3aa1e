// The tender's form as the family's front ends send it (SPEC §3 tender payload): every field,
// smsCaptcha `false` where no SMS step was asked (tbus loan-invest.ctrl.coffee:225).
import { afterEach, expect, it, vi } from 'vitest';
import { tender } from '../../modules/invest/api/invest';

afterEach(() => vi.restoreAllMocks());

it('sends the SPEC payload, smsCaptcha false without an SMS step and the code with one', async () => {
  const bodies: URLSearchParams[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_u, init) => {
    bodies.push(new URLSearchParams(String(init?.body)));
    return new Response('{"success":true,"data":null,"error":[]}', { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const p = {
    userId: 'u1',
    clientIp: '223.104.63.27',
    loanId: 'l1',
    amount: '100.00',
    paymentPassword: '123456',
    isUseBalance: true,
    isCycleProduct: false,
    paymentType: 'ONLINE' as const,
    version: 'k1',
  };
  await tender(p);
  await tender({ ...p, smsCaptcha: '482913' });
  expect(Object.fromEntries(bodies[0]!)).toEqual({
    userId: 'u1',
    clientIp: '223.104.63.27',
    loanId: 'l1',
    amount: '100.00',
    paymentPassword: '123456',
    isUseBalance: 'true',
    isCycleProduct: 'false',
    paymentType: 'ONLINE',
    version: 'k1',
    smsCaptcha: 'false',
  });
  expect(bodies[1]!.get('smsCaptcha')).toBe('482913');
});
