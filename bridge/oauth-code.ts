// A WeChat OAuth `code` is single-use: take it out of the address bar at once (so it is
// never shared, bookmarked or replayed on back) and hand it to the caller exactly once.
const USED = 'oauth-codes-used';

function used(): string[] {
  try {
    return JSON.parse(sessionStorage.getItem(USED) ?? '[]') as string[];
  } catch {
    return [];
  }
}

/** The `code` of the current URL, once; the URL is replaced by one without it. */
export function takeOAuthCode(): string | null {
  const url = new URL(location.href);
  const code = url.searchParams.get('code');
  if (!code) return null;
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  const seen = used();
  if (seen.includes(code)) return null;
  try {
    sessionStorage.setItem(USED, JSON.stringify([...seen.slice(-19), code]));
  } catch {
    /* storage disabled: the URL is clean anyway */
  }
  return code;
}
