// The holder checks of the bind-card form, loaded when the form is first submitted (the
// ID rules carry the Beijing calendar, which the first paint does not need).
import { ageMessage, checkIdNumber, isAdultId, normalizeId } from '../../../domain/validate/id-number';
import { checkMobile } from '../../../domain/validate/mobile';

export const ID_CARD = 'IDENTITY_CARD';

/** null when the name and certificate may be sent, else the message. */
export function checkHolder(name: string, cert: string, id: string): string | null {
  if (name.trim().length < 2) return '请输入真实姓名';
  const v = normalizeId(id);
  if (cert !== ID_CARD) return v.length < 5 ? '请输入正确的证件号码' : null;
  const r = checkIdNumber(v);
  return !r.ok ? r.error : isAdultId(v) ? null : ageMessage;
}

export const checkBankMobile = (mobile: string) => checkMobile(mobile)?.replace('手机号码', '银行预留手机号') ?? null;
