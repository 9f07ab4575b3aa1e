import { describe, expect, it } from 'vitest';
import { giftLine, inviterLine, NEWCOMER_GIFT, type ReferralInfo } from '../../kit/entity/referral-info';
import { posterFileName, posterText } from '../../modules/profile/components/poster-text';
import { inviteLink } from '../../bridge/share-data';
import { pickReferral } from '../../domain/validate/referral';

const vip: ReferralInfo = {
  referrerName: '李**',
  gifts: [{ parValue: 8888, displayName: '8888元VIP专属红包', description: '通过VIP邀请码注册专享', type: 'CASH' }],
};
const plain: ReferralInfo = { referrerName: '王**', gifts: [] };

describe('what the invitation promises', () => {
  it('names the referral gift the backend sends, else the newcomer red packets with no figure of our own', () => {
    expect(giftLine(vip)).toBe('注册即得8888元VIP专属红包');
    expect(giftLine(plain)).toBe(NEWCOMER_GIFT);
    expect(giftLine(null)).toBe(NEWCOMER_GIFT);
    // a package without a name is said by its value, in yuan with separators
    expect(giftLine({ referrerName: null, gifts: [{ parValue: 8888, displayName: null, description: null, type: 'CASH' }] })).toBe('注册即得8,888.00元红包');
    // other packages are not the registration gift (SPEC: par value 8888)
    expect(giftLine({ referrerName: null, gifts: [{ parValue: 30, displayName: '30元返现券', description: null, type: 'REBATE' }] })).toBe(NEWCOMER_GIFT);
  });

  it('says who invites as the friend reads it', () => {
    expect(inviterLine('王**')).toBe('王** 邀请你注册');
    expect(inviterLine(null)).toBe('好友邀请你注册');
  });

  it('the poster says what the landing says: the answer’s name first, the own masked name only without one', () => {
    const t = posterText('VIP8888', vip, '李*英');
    expect([t.inviter, t.gift, t.code]).toEqual(['李** 邀请你注册', '注册即得8888元VIP专属红包', 'VIP8888']);
    expect(posterText('WANG88', null, '王*').inviter).toBe('王* 邀请你注册');
    expect(posterText('WANG88', { referrerName: null, gifts: [] }, '').inviter).toBe('好友邀请你注册');
  });

  it('the QR code’s link opens the register page with the code the landing reads back', () => {
    const link = inviteLink('https://h5.example.com', 'WANG88');
    expect(link).toBe('https://h5.example.com/register?ref=WANG88');
    expect(pickReferral(new URL(link).search)).toBe('WANG88');
  });

  it('names the saved picture by the code, with nothing a file system refuses', () => {
    expect(posterFileName('WANG88')).toBe('邀请海报-WANG88.png');
    expect(posterFileName('a/b:c')).toBe('邀请海报-abc.png');
  });
});
