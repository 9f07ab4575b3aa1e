import { VITALS_PATH, type Vitals } from './payload';

/**
 * As the page goes away: a beacon outlives the page. A string body goes as text/plain, which
 * every browser sends without a preflight; the server takes it as JSON. Where the beacon is
 * refused (no API, or its queue full), a keepalive fetch does the same.
 */
export function sendVitals(v: Vitals) {
  const body = JSON.stringify(v);
  if (navigator.sendBeacon?.(VITALS_PATH, body)) return;
  void fetch(VITALS_PATH, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => {});
}
