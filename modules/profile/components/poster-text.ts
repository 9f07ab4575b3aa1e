// What the invite poster says, apart from the drawing so it can be read and tested as text.
// The inviter's name and the gift come from the answer the friend's landing reads
// (kit/entity/referral-info.ts), so the poster promises exactly what the landing shows.
import { giftLine, inviterLine, type ReferralInfo } from '../../../kit/entity/referral-info';

export interface PosterText {
  title: string;
  inviter: string;
  gift: string;
  codeLabel: string;
  code: string;
  hint: string;
  risk: string;
}

/**
 * `info`: the referral answer for the investor's own code (null when it failed); `ownName`:
 * the investor's masked name from the session, used only when the answer has none.
 */
export function posterText(code: string, info: ReferralInfo | null, ownName: string): PosterText {
  return {
    title: '邀请你一起稳健出借',
    inviter: inviterLine(info?.referrerName || ownName),
    gift: giftLine(info),
    codeLabel: '邀请码',
    code,
    hint: '长按识别二维码，立即注册',
    risk: '市场有风险，出借需谨慎',
  };
}

/** The saved picture's file name: the code tells two investors' posters apart. */
export const posterFileName = (code: string) => `邀请海报-${code.replace(/[^0-9A-Za-z]/g, '')}.png`;
