import './address.css';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { safePath } from '../../../runtime/router/safe-path';
import { session } from '../../../runtime/session';
import { toast } from '../../../runtime/ui/ui-store';
import { ADDRESS_MAX, NAME_MAX, checkAddress, saveAddress, type Address } from '../api/profile';
import { loadRegions } from '../rules/regions';
import { RegionPicker, type RegionValue } from '../components/profile-region-picker';
import { mobileInput } from '../../../domain/validate/normalize';
import { useSave } from '../components/use-save';
import { Field } from '../../../kit/ui/field';
import { FormEnd } from '../../../kit/ui/form-end';

// The division data starts downloading with this chunk, beside the address request, rather
// than after the first render.
loadRegions().catch(() => {});

/** A first address starts from the account's own name and number. */
const blank = (): Address => ({
  id: '',
  name: session.user?.name ?? '',
  mobile: session.user?.mobile ?? '',
  province: '',
  city: '',
  region: '',
  address: '',
});

const NAME = { autoComplete: 'name', maxLength: NAME_MAX * 2, placeholder: '请填写收货人姓名' } as const;
const MOBILE = { kind: 'mobile', placeholder: '收货人手机号码' } as const;

export default function AddressPage({ data, query }: PageProps<Address | null>) {
  const [, navigate] = useLocation();
  const [form, setForm] = useState<Address>(() => data ?? blank());
  const { busy, err, setErr, save } = useSave();

  const set = (patch: Partial<Address>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErr('');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const v = { ...form, name: form.name.trim(), mobile: form.mobile.trim(), address: form.address.trim() };
    if (!(await save(checkAddress(v), () => saveAddress(v)))) return;
    toast('收货地址已保存');
    // `next`: a screen that sent the user here first (a gift that needs an address)
    navigate(safePath(query.get('next'), '/dashboard/personinfo'), { replace: true });
  };

  const region: RegionValue = { province: form.province, city: form.city, region: form.region };

  return (
    <form className="addr" onSubmit={submit} noValidate>
      <p className="addr-note">用于邮寄积分礼品、活动奖品等</p>
      <div className="addr-fields">
        <Field id="addr-name" label="收货人" {...NAME} value={form.name} disabled={busy} onValue={(name) => set({ name })} />
        <Field id="addr-mobile" label="手机号码" {...MOBILE} value={form.mobile} disabled={busy} onValue={(v) => set({ mobile: mobileInput(v) })} />
        <RegionPicker value={region} disabled={busy} onChange={(r) => set(r)} />
        <div className="ui-field addr-detail">
          <label htmlFor="addr-detail">详细地址</label>
          <textarea
            id="addr-detail"
            className="ui-input"
            rows={3}
            maxLength={ADDRESS_MAX * 2}
            placeholder="街道、楼栋、门牌号等"
            value={form.address}
            disabled={busy}
            onChange={(e) => set({ address: e.target.value })}
          />
        </div>
      </div>
      <FormEnd prefix="addr" err={err} busy={busy} label="保存" busyLabel="保存中…" />
    </form>
  );
}
