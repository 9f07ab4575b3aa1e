import './more.css';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { LOGGED_OUT, LOGOUT_OWED, logout } from '../../../runtime/session/logout';
import { confirm, toast } from '../../../runtime/ui/ui-store';
import { ElderSwitch } from '../../../kit/ui/elder-switch';
import { IconRows } from '../../../kit/ui/icon-rows';
import { download, headset, help, info, lock, megaphone } from '../../../kit/ui/menu-icons';

const LINKS = [
  ['/about', '关于我们', info],
  ['/help', '帮助中心', help],
  ['/notice', '平台公告', megaphone],
  ['/contact', '联系客服', headset],
  ['/password/change', '修改登录密码', lock],
  ['/download-app', '下载客户端', download],
] as const;

export default function More() {
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);

  const out = async () => {
    if (!(await confirm('确定要退出登录吗？', { okText: '退出' }))) return;
    setBusy(true);
    // ends the session on this device whatever the server answers, and says only what is true
    toast((await logout()) ? LOGGED_OUT : LOGOUT_OWED);
    navigate('/', { replace: true });
  };

  return (
    <div className="more">
      <ElderSwitch className="more-elder" />
      <IconRows rows={LINKS} />
      <button type="button" className="ui-btn ui-btn-secondary ui-btn-block more-logout" disabled={busy} onClick={out}>
        {busy ? '正在退出…' : '退出登录'}
      </button>
    </div>
  );
}
