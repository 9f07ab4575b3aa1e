// The quiz result: the risk type of the score band, the 财商指数 (out of 100), and the result picture drawn in
// the browser (its drawing code and the share sheet load only when needed).
import { useEffect, useMemo, useState } from 'react';
import { useSession } from '../../../runtime/session/use-session';
import { shareImage, shareLink, useShareData, type ShareData } from '../../../bridge/share-data';
import { getEnv } from '../../../bridge/env';
import { bandOf, bandWords, quizIndex, type Band } from '../rules/quiz-bands';

const CARD_FILE = '理财测试结果.png';

interface Props {
  score: number;
  answered: number;
  total: number;
  timeUp: boolean;
  onAgain: () => void;
}

type Picture = { state: 'drawing' } | { state: 'none' } | { state: 'ready'; blob: Blob; url: string };

export function QuizResult({ score, answered, total, timeUp, onAgain }: Props) {
  // one number out of 100, and the band it falls in
  const index = quizIndex(score);
  const band = bandOf(index);
  const s = useSession();
  const code = s.inviteCode || s.user?.inviteCode || null;
  const card = useMemo<ShareData>(
    () => ({
      title: `我的理财风格是${band.label}，你呢？`,
      desc: `理财知识小测试我的财商指数${index}（满分100），快来测测你的理财风格`,
      link: shareLink(location.origin + '/weichartPlay', code),
      image: shareImage(),
    }),
    [band.label, index, code],
  );
  useShareData(card);
  const picture = usePicture(card.link, index, band);
  const [sharing, setSharing] = useState(false);
  const wechat = getEnv().host === 'wechat';

  const share = () => {
    if (sharing) return;
    setSharing(true);
    void import('./share-result')
      .then((m) => m.shareResult(card, picture.state === 'ready' ? { blob: picture.blob, name: CARD_FILE } : null))
      .catch(() => {})
      .finally(() => setSharing(false));
  };

  return (
    <section className="quiz-card quiz-result" aria-labelledby="quiz-type">
      {timeUp && (
        <p className="quiz-timeup" role="alert">
          答题时间到，已按作答的{answered}道题计分{answered < total ? `（${total - answered}道未作答，计0分）` : ''}
        </p>
      )}
      <p className="quiz-label">您的理财风格</p>
      <h2 id="quiz-type" className="quiz-type">
        {band.label}
      </h2>
      <p className="quiz-risk">风险偏好：{band.risk}</p>
      <dl className="quiz-figures">
        <div>
          <dt>财商指数</dt>
          <dd>
            <span>
              <strong className="quiz-score">{index}</strong> / 100
            </span>
            <span className="quiz-band">{bandWords(band)}</span>
          </dd>
        </div>
      </dl>
      <p className="quiz-desc">{band.description}</p>

      <figure className="quiz-pic">
        {picture.state === 'ready' ? (
          <img src={picture.url} alt={`结果图：我的理财风格是${band.label}，财商指数${index}（满分100）`} width={375} height={500} />
        ) : (
          <p className="quiz-pic-note">{picture.state === 'drawing' ? '正在生成结果图…' : '当前浏览器无法生成结果图，可直接分享链接'}</p>
        )}
        {picture.state === 'ready' && <figcaption>{wechat ? '长按图片可保存或发送给好友' : '结果图可保存到相册，分享给好友'}</figcaption>}
      </figure>

      <div className="quiz-actions">
        <button type="button" className="ui-btn" disabled={sharing} onClick={share}>
          {sharing ? '正在分享…' : '分享结果'}
        </button>
        {picture.state === 'ready' && !wechat && (
          <a className="ui-btn ui-btn-secondary" href={picture.url} download={CARD_FILE}>
            保存图片
          </a>
        )}
        <button type="button" className="ui-btn ui-btn-secondary" onClick={onAgain}>
          再测一次
        </button>
      </div>
    </section>
  );
}

function usePicture(link: string, index: number, band: Band): Picture {
  const [pic, setPic] = useState<Picture>({ state: 'drawing' });
  useEffect(() => {
    let live = true;
    setPic({ state: 'drawing' });
    import('../rules/share-card')
      .then((m) => m.renderCard({ label: band.label, risk: band.risk, description: band.description, index, words: bandWords(band), link }))
      .then(
        (p) => live && setPic(p ? { state: 'ready', ...p } : { state: 'none' }),
        () => live && setPic({ state: 'none' }),
      );
    return () => {
      live = false;
    };
  }, [link, index, band]);
  return pic;
}
