import { maskMobile, maskName } from '../../../runtime/format/mask';

/** Who bought, masked whatever the server sent: a name keeps its first character, a mobile 3+4 digits. */
export const investorLabel = (i: { userName?: string | null; userLoginName?: string | null; mobile?: string | null }) =>
  [maskName(i.userName), maskMobile(i.mobile ?? i.userLoginName)].filter(Boolean).join(' ') || '匿名用户';
