import './quiz.css';
import { useEffect, useRef, useState } from 'react';
import { QUESTIONS, quizScore } from '../rules/quiz-questions';
import { mmss, useCountdown } from '../components/use-countdown';
import { QuizResult } from '../components/quiz-result';
import { ChoiceList, QuestionNav } from '../../../kit/ui/choice-list';

/** SPEC §9: 300 s for the 10 questions. */
export const QUIZ_MS = 300_000;
const TOTAL = QUESTIONS.length;

type Stage = { at: 'intro' } | { at: 'play'; deadline: number } | { at: 'result'; answers: number[]; timeUp: boolean };

export default function Quiz() {
  const [stage, setStage] = useState<Stage>({ at: 'intro' });
  const start = () => {
    setStage({ at: 'play', deadline: Date.now() + QUIZ_MS });
    window.scrollTo(0, 0);
  };
  const finish = (answers: number[], timeUp: boolean) => {
    setStage({ at: 'result', answers, timeUp });
    window.scrollTo(0, 0);
  };

  return (
    <div className="quiz">
      {stage.at === 'intro' && <Intro onStart={start} />}
      {stage.at === 'play' && <Play deadline={stage.deadline} onDone={finish} />}
      {stage.at === 'result' && (
        <QuizResult
          score={quizScore(stage.answers)}
          answered={stage.answers.filter((a) => a >= 0).length}
          total={TOTAL}
          timeUp={stage.timeUp}
          onAgain={start}
        />
      )}
    </div>
  );
}

function Intro({ onStart }: { onStart: () => void }) {
  return (
    <section className="quiz-card quiz-intro" aria-labelledby="quiz-title">
      <h2 id="quiz-title">理财知识小测试</h2>
      <p className="quiz-lead">10道题，测一测您是哪种理财风格</p>
      <ul className="quiz-rules">
        <li>共{TOTAL}道单选题，每题最高10分，满分100分</li>
        <li>限时5分钟（300秒），可返回上一题修改</li>
        <li>时间到时按已作答的题目计分，未作答的计0分</li>
        <li>答完生成专属结果图，可分享给好友</li>
      </ul>
      <button type="button" className="ui-btn ui-btn-block" onClick={onStart}>
        开始答题
      </button>
    </section>
  );
}

function Play({ deadline, onDone }: { deadline: number; onDone: (answers: number[], timeUp: boolean) => void }) {
  const [answers, setAnswers] = useState<number[]>(() => Array<number>(TOTAL).fill(-1));
  const [at, setAt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const latest = useRef(answers);
  latest.current = answers;
  // time up: what has been answered is submitted as it stands
  const left = useCountdown(deadline, () => onDone(latest.current, true));

  // a new question takes the focus so a screen reader reads it next; not on arrival
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [at]);

  const q = QUESTIONS[at]!;
  const last = at === TOTAL - 1;
  const choose = (i: number) => {
    setAnswers((a) => a.map((v, k) => (k === at ? i : v)));
    if (!last) setAt(at + 1);
  };
  const urgent = left <= 30_000;

  return (
    <section className="quiz-card" aria-labelledby="quiz-q">
      <div className="quiz-top">
        <span className="quiz-count">
          第 {at + 1} / {TOTAL} 题
        </span>
        <span className={`quiz-timer${urgent ? ' quiz-urgent' : ''}`} role="timer" aria-label={`剩余时间 ${mmss(left)}`}>
          剩余 <strong>{mmss(left)}</strong>
        </span>
      </div>
      <span className="quiz-bar" aria-hidden="true">
        <span style={{ transform: `scaleX(${(at + 1) / TOTAL})` }} />
      </span>
      <h2 id="quiz-q" className="quiz-q" ref={heading} tabIndex={-1}>
        {at + 1}. {q.content}
      </h2>
      <ChoiceList choices={q.choices} chosen={answers[at]} onChoose={choose} />
      <QuestionNav className="quiz-nav" at={at} total={TOTAL} answers={answers} onGo={setAt} onSubmit={() => onDone(answers, false)} />
      {urgent && (
        <p className="quiz-hurry" role="status">
          不足30秒，时间到将按已作答的题目计分
        </p>
      )}
    </section>
  );
}
