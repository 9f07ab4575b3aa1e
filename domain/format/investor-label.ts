// Who bought a loan (products' investors list) or a claim (claims' detail), in one masking.
import { maskMobile, maskName } from './mask';

/** A login name: the digits of a mobile in it masked 3+4 ('手机用户138****5678'), else masked as a name. */
function maskLogin(s: string): string {
  const m = /1\d{10}/.exec(s) ?? /\d{7,}/.exec(s);
  return m ? s.replace(m[0], maskMobile(m[0])) : maskName(s);
}

/**
 * Who bought, masked whatever the server sent (the family's loan/{id}/invests sends the mobile
 * and login name unmasked and the H5 masks them itself, loan-investors.tmpl.html:29-32): a name
 * keeps its first character, a mobile 3+4 digits.
 */
export const investorLabel = (i: { userName?: string | null; userLoginName?: string | null; mobile?: string | null }) => {
  const who = i.mobile ? maskMobile(i.mobile) : i.userLoginName ? maskLogin(i.userLoginName.trim()) : '';
  return [maskName(i.userName), who].filter(Boolean).join(' ') || '匿名用户';
};
