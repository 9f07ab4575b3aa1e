import './risk.css';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { isSafePath } from '../../../runtime/router/safe-path';
import { reload, session } from '../../../runtime/session';
import { formatDate } from '../../../domain/format/dates';
import { isApiError } from '../../../runtime/api/api-error';
import { PageState } from '../../../runtime/ui/page-state';
import { choiceLetter, getSurvey, submitSurvey, type RiskData, type RiskResult, type Survey } from '../api/risk';
import { ChoiceList, QuestionNav } from '../../../kit/ui/choice-list';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; survey: Survey };

// INVALID_SURVEY (the questionnaire changed under an open screen) has its text in the catalogue.
const errorText = (e: unknown) => (isApiError(e) ? e.message : '提交失败，请稍后重试');

export default function Risk({ data, query }: PageProps<RiskData>) {
  const next = query.get('next');
  const back = isSafePath(next) ? next : null;
  const [result, setResult] = useState<RiskResult | null>(data.result);
  const [quiz, setQuiz] = useState(!data.result);

  return (
    <div className="risk">
      {quiz ? (
        <Questionnaire
          first={data.survey}
          fillingId={result?.fillingId}
          onDone={(r) => {
            setResult(r);
            setQuiz(false);
            window.scrollTo(0, 0);
          }}
        />
      ) : (
        result && <ResultView result={result} back={back} onRetake={() => setQuiz(true)} />
      )}
    </div>
  );
}

function ResultView({ result, back, onRetake }: { result: RiskResult; back: string | null; onRetake: () => void }) {
  const date = formatDate(result.timeLastUpdated);
  // unknown validity does not stop the way on: the invest screen's own gate decides
  const ok = result.valid !== false;
  return (
    <section className="risk-result" aria-labelledby="risk-type">
      <p className="risk-label">您的风险承受能力</p>
      <h2 id="risk-type" className="risk-type">
        {result.name || '--'}
      </h2>
      <p className="risk-score">
        测评得分 <strong>{result.score}</strong> 分
      </p>
      {result.description && <p className="risk-desc">{result.description}</p>}
      <dl className="risk-meta">
        {/* the family's backend does not say whether a filling is still valid: no row then */}
        {result.valid !== null && (
          <div>
            <dt>测评状态</dt>
            <dd className={result.valid ? 'risk-ok' : 'risk-expired'}>{result.valid ? '有效' : '已过期，请重新测评'}</dd>
          </div>
        )}
        {date && (
          <div>
            <dt>测评日期</dt>
            <dd>{date}</dd>
          </div>
        )}
      </dl>
      <div className="risk-actions">
        {back && ok && (
          <Link href={back} className="ui-btn ui-btn-block">
            {/^\/assignment\//.test(back) ? '继续购买' : '继续出借'}
          </Link>
        )}
        <button type="button" className={`ui-btn ui-btn-block${back && ok ? ' ui-btn-secondary' : ''}`} onClick={onRetake}>
          重新测评
        </button>
      </div>
    </section>
  );
}

function Questionnaire({ first, fillingId, onDone }: { first: Promise<Survey>; fillingId?: string; onDone: (r: RiskResult) => void }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    // the loader's request first; a retry asks again
    (attempt ? getSurvey() : first).then(
      (survey) => live && setLoad({ state: 'ready', survey }),
      () => live && setLoad({ state: 'error' }),
    );
    return () => {
      live = false;
    };
    // the loader's request is read on the first run only; a retry asks again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  if (load.state === 'loading') return <PageState state="loading" shape="article" />;
  if (load.state === 'error') return <PageState state="error" message="问卷加载失败，请重试" onRetry={() => setAttempt((n) => n + 1)} />;
  if (!load.survey.questions.length) return <PageState state="empty" message="暂无测评问卷" action={{ label: '返回我的账户', to: '/dashboard' }} />;
  return <Questions survey={load.survey} fillingId={fillingId} onDone={onDone} />;
}

function Questions({ survey, fillingId, onDone }: { survey: Survey; fillingId?: string; onDone: (r: RiskResult) => void }) {
  const total = survey.questions.length;
  const [answers, setAnswers] = useState<number[]>(() => Array<number>(total).fill(-1));
  const [at, setAt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // A new question takes the focus (and the scroll) so a screen reader reads it next;
  // not on arrival, where the page title comes first.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [at]);

  const q = survey.questions[at]!;
  const last = at === total - 1;
  const complete = answers.every((a) => a >= 0);

  const choose = (i: number) => {
    if (busy) return;
    setAnswers((a) => a.map((v, k) => (k === at ? i : v)));
    setError('');
    if (!last) setAt(at + 1);
  };

  const submit = () => {
    if (busy || !complete) return;
    setBusy(true);
    setError('');
    submitSurvey({ userId: session.user?.id ?? 'MYSELF', survey, fillingId, answers }).then(
      (r) => {
        // gates and the account screens read the survey through the session and userinfo
        void reload();
        onDone(r);
      },
      (e: unknown) => {
        setBusy(false);
        setError(errorText(e));
      },
    );
  };

  return (
    <section className="risk-quiz" aria-labelledby="risk-q">
      {survey.title && <p className="risk-title">{survey.title}</p>}
      <div className="risk-progress">
        <span>
          第 {at + 1} / {total} 题
        </span>
        <span className="risk-bar" aria-hidden="true">
          <span style={{ width: `${((at + 1) / total) * 100}%` }} />
        </span>
      </div>
      <h2 id="risk-q" className="risk-q" ref={heading} tabIndex={-1}>
        {at + 1}. {q.content}
      </h2>
      <ChoiceList choices={q.choices.map((c) => c.content)} letters={q.choices.map(choiceLetter)} chosen={answers[at]} onChoose={choose} disabled={busy} />
      {error && (
        <p className="risk-error ui-error" role="alert">
          {error}
        </p>
      )}
      <QuestionNav className="risk-nav" at={at} total={total} answers={answers} busy={busy} onGo={setAt} onSubmit={submit} />
    </section>
  );
}
