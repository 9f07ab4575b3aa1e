// The lottery: its prizes, chances and winners.
import type { CouponPackage } from './coupons';

export interface LotteryItem {
  sequence: number;
  name: string;
  imageUrl: string;
  /** null: no prize ("谢谢参与"). */
  prize: CouponPackage | null;
  weight: number;
}

export interface LotteryWin {
  id: string;
  userId: string;
  mobile: string;
  prizeName: string;
  time: number;
}

export interface Lottery {
  code: string;
  name: string;
  description: string;
  items: LotteryItem[];
  chances: Record<string, number>;
  wins: LotteryWin[];
}
