// Banks with their quick-pay quotas, and the cards bound to them.

export type PayChannel = 'NORMAL' | 'RESTRICTED' | 'UNION';

export interface Bank {
  bankCode: string;
  bankName: string;
  /** 6-digit BINs of debit cards. */
  prefixes: string[];
  /** 6-digit BINs of credit cards (lookup flags them; binding refuses them). */
  creditPrefixes: string[];
  /** Yuan; -1 = unlimited. */
  singleQuota: number;
  dailyQuota: number;
  payChannel: PayChannel;
}

export interface BankAccount {
  userId: string;
  account: {
    /** Full card number (displayed masked). */
    account: string;
    bank: string;
    bankCode: string;
    bankName: string;
    name: string;
    idNumber: string;
    bankMobile: string;
    /** Yuan; -1 = unlimited. */
    singleQuota: number;
    dailyQuota: number;
  };
  defaultAccount: boolean;
  expressAccount: boolean;
  /**
   * Fen. Funds tied to this card (it may still move them): 0 blocks online recharge through
   * the card and lets a non-default card be unbound.
   */
  quotaFen: number;
}
