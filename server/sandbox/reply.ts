// The three shapes the real backend answers with (API-NOTES): the standard envelope,
// bare bodies, and OAuth-style auth errors.
export interface Reply {
  status: number;
  body: unknown;
  cookies?: string[];
  /** a document rather than data (e.g. a contract page): sent as it is with this content type */
  type?: string;
}

export const ok = (data: unknown = null): Reply => ({ status: 200, body: { success: true, data, error: [] } });

export const bare = (body: unknown, status = 200): Reply => ({ status, body });

export const fail = (code: string, status = 400, value: unknown = null, type = 'error'): Reply => ({
  status,
  body: { success: false, data: null, error: [{ message: code, type, value, code: status }] },
});

/** A repeated attempt key: nothing moves again; `what` names what the first attempt made. */
export const duplicate = (what: unknown): Reply => fail('DUPLICATE_ORDER', 409, what);

export const denied = (): Reply => ({
  status: 401,
  body: { error: 'access_denied', error_description: 'Full authentication is required to access this resource' },
});

export const oauthError = (description: Record<string, unknown>, status = 400): Reply => ({
  status,
  body: { error: 'invalid_grant', error_description: description },
});

export const page = <T>(all: T[], pageNo: number, size: number) => ({
  results: all.slice((pageNo - 1) * size, pageNo * size),
  totalSize: all.length,
});
