import { formatFen } from '../../../domain/format/money';
import { Result, type ResultProps } from '../../../kit/ui/result';

/** A move the server accepted that the bank still has to finish (a POS order, a withdrawal): its amount in fen. */
export function PendingResult({ fen, ...p }: Omit<ResultProps, 'ok' | 'pending' | 'amount'> & { fen: number | null }) {
  return <Result ok pending amount={fen != null ? formatFen(fen) : null} {...p} />;
}
