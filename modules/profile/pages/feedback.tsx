import './feedback.css';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '../../../runtime/session/use-session';
import { toast } from '../../../runtime/ui/ui-store';
import { FEEDBACK_MAX, sendFeedback } from '../api/profile';
import { useSave } from '../components/use-save';
import { Field } from '../../../kit/ui/field';
import { FormEnd } from '../../../kit/ui/form-end';

// Characters as people count them (an emoji is one), not UTF-16 units.
const count = (s: string) => Array.from(s.trim()).length;

const CONTACT = { maxLength: 64, placeholder: '手机号或邮箱，选填，便于我们回复' } as const;

export default function Feedback() {
  const [, navigate] = useLocation();
  const s = useSession();
  const [name, setName] = useState(s.user?.name ?? '');
  const [contact, setContact] = useState('');
  const [text, setText] = useState('');
  const { busy, err, save } = useSave('提交失败，请稍后重试');
  const n = count(text);
  const over = n > FEEDBACK_MAX;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const bad = !n ? '请填写反馈内容' : over ? `反馈内容不能超过${FEEDBACK_MAX}字，当前${n}字` : null;
    if (!(await save(bad, () => sendFeedback({ name, contact, feedback: text })))) return;
    toast('感谢您的反馈，我们会尽快处理');
    if (history.length > 1) history.back();
    else navigate('/dashboard', { replace: true });
  };

  return (
    <form className="fb" onSubmit={submit} noValidate>
      <div className="fb-box">
        <label htmlFor="fb-text" className="fb-title">
          反馈内容<span className="fb-required">（必填）</span>
        </label>
        <textarea
          id="fb-text"
          className="fb-text"
          rows={6}
          placeholder="请描述您遇到的问题或建议，我们会认真查看每一条反馈"
          value={text}
          disabled={busy}
          aria-describedby="fb-count"
          onChange={(e) => setText(e.target.value)}
        />
        <p id="fb-count" className={over ? 'fb-count fb-over' : 'fb-count'} aria-live="polite">
          {over ? `已超出${n - FEEDBACK_MAX}字 · ` : ''}
          {n}/{FEEDBACK_MAX}
        </p>
      </div>
      <div className="fb-fields">
        <Field id="fb-name" label="您的称呼" maxLength={20} placeholder="选填" value={name} disabled={busy} onValue={setName} />
        <Field id="fb-contact" label="联系方式" {...CONTACT} value={contact} disabled={busy} onValue={setContact} />
      </div>
      <FormEnd prefix="fb" err={err} busy={busy} label="提交" busyLabel="提交中…" />
    </form>
  );
}
