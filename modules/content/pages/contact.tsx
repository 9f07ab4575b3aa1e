import '../components/base.css';
import './contact.css';
import { Link } from 'wouter';
import { HOTLINE, HOTLINE_HOURS, HOTLINE_HREF } from '../../../domain/hotline';

export default function Contact() {
  return (
    <div className="ct-page">
      <section className="ct-contact">
        <h2>客服热线</h2>
        <a className="ct-contact-tel" href={HOTLINE_HREF}>
          {HOTLINE}
        </a>
        <p>{HOTLINE_HOURS}</p>
        <a className="ui-btn ui-btn-block" href={HOTLINE_HREF}>
          拨打客服热线
        </a>
      </section>
      <Link href="/help" className="ui-cell">
        <span>帮助中心</span>
        <span className="ui-cell-note">常见问题解答</span>
      </Link>
      <Link href="/about?tab=contact" className="ui-cell">
        <span>公司地址与邮箱</span>
      </Link>
      <p className="ct-note">平台客服不会索要您的短信验证码和支付密码，谨防诈骗。</p>
    </div>
  );
}
