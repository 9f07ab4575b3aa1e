import { describe, expect, it } from 'vitest';
import { inviteLink, shareLink } from '../../bridge/share-data';
import { detectHost } from '../../bridge/env';

const IOS_WX =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003129) NetType/WIFI Language/zh_CN';

describe('share links', () => {
  it('carry the sharer invite code and drop the in-app flag, OAuth leftovers and the hash', () => {
    expect(shareLink('https://h5.example.com/loan/42?from=app&code=abc&state=s&tab=profit#top', 'WANG88')).toBe(
      'https://h5.example.com/loan/42?tab=profit&ref=WANG88',
    );
  });

  it("replace a referral the page was opened with by the sharer's own", () => {
    expect(shareLink('https://h5.example.com/register?referral=OTHER&rel=X&ref=Y', 'WANG88')).toBe('https://h5.example.com/register?ref=WANG88');
  });

  it('stay clean without a code (a visitor shares)', () => {
    expect(shareLink('https://h5.example.com/notice/3?from=webview', '')).toBe('https://h5.example.com/notice/3');
  });

  it('invite to the register page', () => {
    expect(inviteLink('https://h5.example.com', 'VIP8888')).toBe('https://h5.example.com/register?ref=VIP8888');
  });
});

describe('host detection', () => {
  it('from=app and from=webview win over the user agent, and are kept for the visit', () => {
    expect(detectHost('?from=app', IOS_WX, null)).toBe('app');
    expect(detectHost('?from=webview', IOS_WX, null)).toBe('webview');
    expect(detectHost('', IOS_WX, 'app')).toBe('app');
    expect(detectHost('?x=1', 'Mozilla/5.0', 'webview')).toBe('webview');
  });

  it('WeChat by its user agent, otherwise a plain browser', () => {
    expect(detectHost('', IOS_WX, null)).toBe('wechat');
    expect(detectHost('', IOS_WX, 'wechat')).toBe('wechat');
    expect(detectHost('?from=other', 'Mozilla/5.0 (Linux; Android 13) Chrome/126 Mobile', null)).toBe('browser');
  });
});
