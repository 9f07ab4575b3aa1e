import { useEffect, useState } from 'react';
import { isApiError } from '../../../runtime/api/api-error';
import type { CardLookup } from '../api/cards';

const LOOKUP_DIGITS = 8;

export interface BankLookup {
  bank?: CardLookup;
  error?: string;
  loading: boolean;
}

/**
 * SPEC §5: once 8 digits are typed, the bank is looked up by that prefix (again only when
 * those 8 digits change). `quiet`: the bind-card flow, which reports a timed-out session itself.
 */
export function useBankLookup(card: string, quiet = false): BankLookup {
  const prefix = card.length >= LOOKUP_DIGITS ? card.slice(0, LOOKUP_DIGITS) : '';
  const [got, setGot] = useState<{ prefix: string; bank?: CardLookup; error?: string }>({ prefix: '' });

  useEffect(() => {
    if (!prefix) return;
    let live = true;
    import('../api/cards')
      .then((m) => m.lookupBank(prefix, quiet))
      .then(
        (bank) => live && setGot({ prefix, bank }),
        (e) => {
          if (!live) return;
          if (quiet && isApiError(e) && e.code === 'ACCESS_DENIED') void import('./bind-errors').then((m) => m.showBindError(e));
          setGot({ prefix, error: isApiError(e) ? e.message : '银行卡识别失败，请重试' });
        },
      );
    return () => {
      live = false;
    };
  }, [prefix, quiet]);

  if (!prefix) return { loading: false };
  return got.prefix === prefix ? { bank: got.bank, error: got.error, loading: false } : { loading: true };
}
