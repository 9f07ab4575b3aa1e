// Coupon redeem and transfer, points for an interest coupon or a gift, the lottery draw: each
// value move under every fault of the matrix (matrix.ts); descriptors in moves/value.ts.
import { matrix } from './matrix';
import { couponAssign, couponRedeem, giftExchange, lotteryDraw, specialInterest } from './moves/value';

matrix(couponRedeem, ['reload']);
matrix(couponAssign, ['drop-once']);
matrix(specialInterest, ['leave-return']);
matrix(giftExchange, ['html']);
matrix(lotteryDraw, ['reload']);
