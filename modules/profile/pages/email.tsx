import './email.css';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { reload } from '../../../runtime/session';
import { useSession } from '../../../runtime/session/use-session';
import { toast } from '../../../runtime/ui/ui-store';
import { checkEmail, updateEmail } from '../api/profile';
import { useSave } from '../components/use-save';
import { FormEnd } from '../../../kit/ui/form-end';

export default function Email() {
  const [, navigate] = useLocation();
  const s = useSession();
  const current = s.user?.email ?? '';
  const [email, setEmail] = useState(current);
  const { busy, err, save } = useSave();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!(await save(checkEmail(email), () => updateEmail(email)))) return;
    // personinfo reads the e-mail from the session: fresh before it shows
    await reload();
    toast(current ? '邮箱已修改' : '邮箱绑定成功');
    navigate('/dashboard/personinfo', { replace: true });
  };

  return (
    <form className="em" onSubmit={submit} noValidate>
      <p className="em-note">{current ? `当前邮箱：${current}` : '绑定邮箱后，可接收账户通知与对账单'}</p>
      <div className="em-fields">
        <div className="ui-field">
          <label htmlFor="em-email">{current ? '新邮箱' : '邮箱地址'}</label>
          <input
            id="em-email"
            className="ui-input"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={64}
            placeholder="例如 name@example.com"
            value={email}
            disabled={busy}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
      </div>
      <FormEnd prefix="em" err={err} busy={busy} label="保存" busyLabel="保存中…" />
    </form>
  );
}
