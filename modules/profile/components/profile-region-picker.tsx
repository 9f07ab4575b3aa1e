// Three native selects (province, city, district): on a phone each opens the system's own wheel
// or list, which is large, scrollable and read by screen readers. The data loads on demand.
import { useEffect, useState } from 'react';
import { loadRegions, withValue, type Regions } from '../rules/regions';

export interface RegionValue {
  province: string;
  city: string;
  region: string;
}

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; regions: Regions };

function Select({
  id,
  label,
  hint,
  value,
  options,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  options: string[];
  disabled?: boolean;
  onChange: (v: string) => void;
}) {
  return (
    <div className="ui-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="ui-input profile-select" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        <option value="">{hint}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The one choice there is, or '' (a municipality has one city; some cities one district). */
const only = (list: string[]) => (list.length === 1 ? list[0]! : '');

export function RegionPicker({ value, onChange, disabled }: { value: RegionValue; onChange: (v: RegionValue) => void; disabled?: boolean }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    loadRegions().then(
      (regions) => live && setLoad({ state: 'ready', regions }),
      () => live && setLoad({ state: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  if (load.state !== 'ready') {
    return (
      <div className="ui-field profile-region-state" role={load.state === 'error' ? 'alert' : 'status'}>
        <span className="profile-label">所在地区</span>
        {load.state === 'loading' ? (
          <span className="ui-cell-note">地区数据加载中…</span>
        ) : (
          <>
            <span className="ui-cell-note">地区数据加载失败</span>
            <button type="button" className="ui-btn ui-btn-secondary profile-small-btn" onClick={() => setAttempt((n) => n + 1)}>
              重试
            </button>
          </>
        )}
      </div>
    );
  }

  const r = load.regions;
  const { province, city, region } = value;
  const cities = province ? r.cities(province) : [];
  const areas = province && city ? r.areas(province, city) : [];

  const pickProvince = (p: string) => {
    const c = only(p ? r.cities(p) : []);
    onChange({ province: p, city: c, region: only(c ? r.areas(p, c) : []) });
  };
  const pickCity = (c: string) => onChange({ province, city: c, region: only(c ? r.areas(province, c) : []) });

  return (
    <fieldset className="profile-region" disabled={disabled}>
      <legend className="ui-sr">所在地区</legend>
      <Select id="addr-province" label="省份" hint="请选择省份" value={province} options={withValue(r.provinces, province)} onChange={pickProvince} />
      <Select id="addr-city" label="城市" hint="请选择城市" value={city} options={withValue(cities, city)} disabled={!province} onChange={pickCity} />
      <Select
        id="addr-region"
        label="区县"
        hint="请选择区县"
        value={region}
        options={withValue(areas, region)}
        disabled={!city}
        onChange={(v) => onChange({ province, city, region: v })}
      />
    </fieldset>
  );
}
