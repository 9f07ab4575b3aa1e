import './withdraw.css';
import { lazy } from 'react';
import type { PageProps } from '../../../runtime/router/types';
import type { MoneyData } from '../api/money';
import { MoneyGate } from '../components/money-gate';
import { safePath } from '../../../runtime/router/safe-path';
import { ResultSuspense } from '../components/result-suspense';
import { useWithdraw } from '../components/use-withdraw';
import { WithdrawForm, WithdrawSheet } from '../components/withdraw-form';

// the result is its own chunk: only a finished withdrawal shows it
const WithdrawResult = lazy(() => import('../components/withdraw-result'));

export default function Withdraw({ data, query }: PageProps<MoneyData>) {
  const wd = useWithdraw(data);
  const { s, result, gate, path, paying } = wd;
  if (result) {
    const w = wd.withdrawn;
    const used = s.fundAccounts.find((c) => c.account.account === w?.account)?.account;
    return (
      <ResultSuspense text={result.text}>
        <WithdrawResult
          fen={w?.fen ?? null}
          fee={w?.fee}
          card={used ?? (w ? { account: w.account } : null)}
          arrival={w?.arrival ?? null}
          message={result.text}
          done={safePath(query.get('next'))}
          now={Date.now()}
        />
      </ResultSuspense>
    );
  }
  if (gate) return <MoneyGate need={gate} back={path} />;
  return (
    <>
      <WithdrawForm w={wd} />
      {paying && <WithdrawSheet w={wd} />}
    </>
  );
}
