import '../components/base.css';
import './download-app.css';
import { getEnv } from '../../../bridge/env';
import { shareLink } from '../components/share';

// Store pages of the native app (one place to change them).
export const STORES = {
  ios: 'https://apps.apple.com/cn/app/id1448872019',
  android: 'https://sj.qq.com/appdetail/cn.huiying.finance',
};

export default function DownloadApp() {
  const { host, ios } = getEnv();
  return (
    <div className="ct-page">
      <section className="ct-app">
        <span className="ct-app-logo" aria-hidden="true">
          汇盈
        </span>
        <h2>汇盈金服 App</h2>
        <p>随时查看收益，项目开售及时提醒</p>
        <div className="ct-app-stores">
          <a className={`ui-btn ui-btn-block${ios ? '' : ' ui-btn-secondary'}`} href={STORES.ios} target="_blank" rel="noopener noreferrer">
            App Store 下载（iPhone）
          </a>
          <a className={`ui-btn ui-btn-block${ios ? ' ui-btn-secondary' : ''}`} href={STORES.android} target="_blank" rel="noopener noreferrer">
            应用宝下载（安卓）
          </a>
          <button type="button" className="ui-btn ui-btn-secondary ui-btn-block" onClick={() => void shareLink('汇盈金服 App 下载')}>
            分享给好友
          </button>
        </div>
        {host === 'wechat' && <p className="ct-app-tip">微信内无法直接下载，请点击右上角“…”，选择“在浏览器打开”。</p>}
      </section>
    </div>
  );
}
