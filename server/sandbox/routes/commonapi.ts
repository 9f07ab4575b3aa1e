import { fail } from '../reply';
import type { Handler } from '../router';
import type { SandboxState } from '../state';
import type { Register } from './register';

// One endpoint, many functions (`func=`): content (GETSHARELIST, GETSHAREDETAIL) and games
// (WINRECORD, GETPROJECT, GETCHANCE, USERWINRECORD, DOAWARD) add theirs from their own files.
export const commonGet: Record<string, Handler<SandboxState>> = {};
export const commonPost: Record<string, Handler<SandboxState>> = {};

export const registerCommonApi: Register = (r) => {
  r.get('/api/v2/commonapi/commonget', (c) => commonGet[c.query.get('func') ?? '']?.(c) ?? fail('NOT_FOUND', 404));
  r.post('/api/v2/commonapi/commonpost', (c) => {
    const func = c.query.get('func') ?? c.form.func ?? '';
    return commonPost[func]?.(c) ?? fail('NOT_FOUND', 404);
  });
};
