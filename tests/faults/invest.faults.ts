// Tender, appointment, claim purchase, redemption and the POS order under every fault of the
// matrix (matrix.ts); the moves are described in moves/invest.ts. The short variant of each is
// the one its screen most easily gets wrong: a tender's resend after a lost answer, an order
// settled after a reload (with its transfer details, or its order number), a claim whose every
// resend is lost too, a redemption answered with a bare {}.
import { matrix } from './matrix';
import { appoint, claim, pos, redeem, tender } from './moves/invest';

matrix(tender, ['drop-once']);
matrix(appoint, ['reload']);
matrix(claim, ['drop']);
matrix(redeem, ['shape']);
matrix(pos, ['reload']);
