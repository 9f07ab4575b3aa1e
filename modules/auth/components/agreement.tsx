// The documents an account is opened under: the registration agreement and the privacy policy,
// DECLARATION articles shown in the shared sheet (the privacy policy is also its own page,
// /privacy). A sheet, not a page, so nothing typed into the form is lost by reading them.
import AgreementSheet, { getAgreement as get, loadAgreement as load } from '../../../kit/ui/agreement-sheet';

export type Doc = 'register' | 'privacy';
const DOCS: Record<Doc, [name: string, title: string]> = {
  register: ['REGISTER_AGREEMENT', '注册服务协议'],
  privacy: ['PRIVACY', '隐私政策'],
};

export const getAgreement = () => get(DOCS.register[0]);
export const loadAgreement = () => load(...DOCS.register);

export default function Agreement({ doc = 'register', onClose, onAgree }: { doc?: Doc; onClose: () => void; onAgree: () => void }) {
  const [name, title] = DOCS[doc];
  return <AgreementSheet name={name} title={title} onClose={onClose} onAgree={onAgree} />;
}
