// The account's value moves (bind card; the payment password set, changed, reset) and the
// seller's claim transfer (published, cancelled) under every fault of the matrix (matrix.ts).
// The short variant of each is the one it once got wrong.
import { matrix } from './matrix';
import {
  bindCard,
  cancelTransfer,
  changeMobile,
  publishTransfer,
  replaceDefaultCard,
  resetPassword,
  setPassword,
  unbindCard,
  updatePassword,
} from './moves/account';

// the answer lost to a reload: the screens settle the kept attempt as they open
matrix(bindCard, ['reload']);
matrix(setPassword, ['reload']);
// the browser's resends, each with the old password, lock the new one: the lock-out is the proof
matrix(updatePassword, ['drop']);
// a resend meets the code already used: refused, yet the password was reset
matrix(resetPassword, ['drop-once']);
matrix(publishTransfer, ['reload']);
// by then the transfer shows as cancelled, with no cancel button: it is settled all the same
matrix(cancelTransfer, ['reload']);
// a resend meets the card already replaced (the code used): refused, yet the card was replaced
matrix(replaceDefaultCard, ['drop-once']);
// the answer lost to a reload: the card screen settles the kept unbinding as it opens
matrix(unbindCard, ['reload']);
// a resend meets both codes used: refused, yet the number was changed
matrix(changeMobile, ['drop-once']);
