// The registration agreement: the REGISTER_AGREEMENT declaration in the shared sheet.
import AgreementSheet, { getAgreement as get, loadAgreement as load } from '../../../runtime/ui/agreement-sheet';

const NAME = 'REGISTER_AGREEMENT';
const TITLE = '注册服务协议';

export const getAgreement = () => get(NAME);
export const loadAgreement = () => load(NAME, TITLE);

export default function Agreement({ onClose, onAgree }: { onClose: () => void; onAgree: () => void }) {
  return <AgreementSheet name={NAME} title={TITLE} onClose={onClose} onAgree={onAgree} />;
}
