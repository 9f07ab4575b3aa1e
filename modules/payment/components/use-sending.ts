import { useState } from 'react';

/**
 * Busy from the typed password until the move has been handed its outcome: closing the sheet
 * while the move's chunk loads must not free the button (recharge, withdraw).
 */
export function useSending() {
  const [sending, setSending] = useState(false);
  const whileSending = async <T>(run: () => Promise<T>): Promise<T> => {
    setSending(true);
    try {
      return await run();
    } finally {
      setSending(false);
    }
  };
  return [sending, whileSending] as const;
}
