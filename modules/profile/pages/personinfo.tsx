import './personinfo.css';
import { useEffect, useState, type ReactNode } from 'react';
import type { PageProps } from '../../../runtime/router/types';
import { useSession } from '../../../runtime/session/use-session';
import { maskId, maskMobile } from '../../../domain/format/mask';
import { addressLine, getAddress, type Address, type PersonInfoData } from '../api/profile';
import { MaybeLink } from '../../../kit/ui/maybe-link';

const CERT: Record<string, string> = {
  IDENTITY_CARD: '身份证',
  PASSPORT: '护照',
  HK_MACAO_PASS: '港澳居民来往内地通行证',
  TAIWAN_PASS: '台湾居民来往大陆通行证',
};

type AddressLoad = { state: 'loading' } | { state: 'error' } | { state: 'ready'; address: Address | null };

function Row({ label, value, to, note }: { label: string; value: ReactNode; to?: string; note?: string }) {
  const body = (
    <>
      <span className="pi-label">{label}</span>
      <span className="pi-value">{value}</span>
      {note && <span className="pi-note">{note}</span>}
    </>
  );
  return (
    <MaybeLink href={to} className="ui-cell pi-row">
      {body}
    </MaybeLink>
  );
}

export default function PersonInfo({ data }: PageProps<PersonInfoData>) {
  const s = useSession();
  const u = s.user;
  const [addr, setAddr] = useState<AddressLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setAddr({ state: 'loading' });
    // the loader's request first; a retry asks again
    (attempt ? getAddress() : data.address).then(
      (address) => live && setAddr({ state: 'ready', address }),
      () => live && setAddr({ state: 'error' }),
    );
    return () => {
      live = false;
    };
    // the loader's request is read on the first run only; a retry asks again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  if (!u) return null;
  // the name shows once real-name verification is done, or the backend does not say otherwise
  const verified = !!u.name && s.flags.verified !== false;
  const invite = s.inviteCode || u.inviteCode || (s.failed.includes('inviteCode') ? '--' : '暂无');

  return (
    <div className="pi">
      <section className="pi-group" aria-label="账户信息">
        <Row
          label="真实姓名"
          value={verified ? u.name : <span className="pi-muted">未认证</span>}
          to={verified ? undefined : '/dashboard/payment/bind-card?next=%2Fdashboard%2Fpersoninfo'}
          note={verified ? undefined : '去认证'}
        />
        {verified && <Row label="证件类型" value={CERT[u.certType ?? ''] ?? u.certType ?? '身份证'} />}
        {verified && <Row label="证件号码" value={maskId(u.idNumber)} />}
        <Row label="手机号码" value={maskMobile(u.mobile)} to="/dashboard/mobile-change" note="修改" />
        <Row
          label="电子邮箱"
          value={u.email ? <span className="pi-break">{u.email}</span> : <span className="pi-muted">未绑定</span>}
          to="/dashboard/email"
          note={u.email ? '修改' : '去绑定'}
        />
      </section>

      <section className="pi-group" aria-label="收货地址">
        {addr.state === 'error' ? (
          <div className="ui-cell pi-row" role="alert">
            <span className="pi-label">收货地址</span>
            <span className="pi-value pi-muted">加载失败</span>
            <button type="button" className="ui-btn ui-btn-secondary pi-retry" onClick={() => setAttempt((n) => n + 1)}>
              重试
            </button>
          </div>
        ) : (
          <Row
            label="收货地址"
            value={
              addr.state === 'loading' ? (
                <span className="pi-muted">加载中…</span>
              ) : addr.address ? (
                <span className="pi-address">
                  <span>
                    {addr.address.name} {maskMobile(addr.address.mobile)}
                  </span>
                  <span className="pi-break">{addressLine(addr.address)}</span>
                </span>
              ) : (
                <span className="pi-muted">未设置</span>
              )
            }
            to="/dashboard/address"
            note={addr.state === 'ready' && !addr.address ? '去填写' : undefined}
          />
        )}
      </section>

      <section className="pi-group" aria-label="邀请">
        <Row label="我的邀请码" value={<span className="pi-code">{invite}</span>} />
      </section>
    </div>
  );
}
