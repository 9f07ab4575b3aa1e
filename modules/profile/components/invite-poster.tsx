// The invite poster (its own chunk, with the QR library): drawn once to a canvas and shown as
// a picture, since a picture is what each place can keep — WeChat's long-press menu saves or
// forwards it, the app saves it through the bridge, a browser downloads it.
import { useEffect, useState } from 'react';
import { getReferralInfo } from '../../../kit/entity/referral-info';
import { getEnv } from '../../../bridge/env';
import { saveImageInApp } from '../../../bridge/save-image';
import { toast } from '../../../runtime/ui/ui-store';
import { PageState } from '../../../runtime/ui/page-state';
import { drawPoster } from './poster-canvas';
import { posterFileName, posterText, type PosterText } from './poster-text';

interface Props {
  code: string;
  /** the share link the QR code carries (the invite page's own) */
  link: string;
  /** the investor's masked name, for when the referral answer has none */
  ownName: string;
}

type Drawn = { text: PosterText; url: string } | 'failed' | null;

export default function InvitePoster({ code, link, ownName }: Props) {
  const [drawn, setDrawn] = useState<Drawn>(null);
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);
  // an app too old for saveImage falls back to what a browser offers
  const [webSave, setWebSave] = useState(getEnv().host !== 'app');
  const wechat = getEnv().host === 'wechat';

  useEffect(() => {
    let live = true;
    // the name and gift the friend's landing will show; without them the poster still works
    const info = getReferralInfo(code).catch(() => null);
    void Promise.all([info, document.fonts?.ready])
      .then(([i]) => {
        const text = posterText(code, i, ownName);
        return { text, url: drawPoster(text, link) };
      })
      .catch(() => 'failed' as const)
      .then((d) => live && setDrawn(d));
    return () => void (live = false);
  }, [code, link, ownName, attempt]);

  if (!drawn) return <PageState state="loading" message="海报生成中…" />;
  if (drawn === 'failed') return <PageState state="error" message="海报生成失败" onRetry={() => (setDrawn(null), setAttempt((n) => n + 1))} />;

  const { text, url } = drawn;
  const save = async () => {
    setSaving(true);
    const r = await saveImageInApp(url, posterFileName(code));
    setSaving(false);
    if (r === 'saved') toast('海报已保存到相册');
    else if (!r) setWebSave(true);
  };

  return (
    <div className="inv-poster">
      <img className="inv-poster-img" src={url} alt={`邀请海报：${text.inviter}，${text.gift}，邀请码 ${code}，扫码注册`} />
      <p className="inv-poster-tip">{wechat ? '长按图片，保存到手机或发送给朋友' : '长按图片可保存或分享'}</p>
      {webSave ? (
        !wechat && (
          <a className="ui-btn ui-btn-block" href={url} download={posterFileName(code)}>
            保存图片
          </a>
        )
      ) : (
        <button type="button" className="ui-btn ui-btn-block" disabled={saving} onClick={() => void save()}>
          {saving ? '保存中…' : '保存到相册'}
        </button>
      )}
    </div>
  );
}
