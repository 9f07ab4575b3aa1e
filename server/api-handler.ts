// The seam between this server and what answers its API (issue 38). server/main.ts picks one,
// the embedded sandbox (server/sandbox/api.ts) or the auth layer in front of a real backend
// (server/backend-api.ts), and hands it to createApp (server/app.ts), which so never loads the
// sandbox: the production path holds none of its code.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { WebGuard } from './guard/web-guard';

export interface ApiHandler {
  /** what the start-up line says answers the API */
  readonly label: string;
  /** the time the guards count in: the sandbox's, so a test that moves it moves them too (Date.now otherwise) */
  now?(): number;
  /**
   * Given once by createApp: what forgets the guards' counts. The sandbox calls it whenever it
   * starts again from its seed (tests), so the counts start again too.
   */
  forgetGuardsWith?(forget: () => void): void;
  /**
   * An API call (server/paths.ts API_PATHS), its forwarding headers vetted, the build's prefix
   * off and the cross-site check passed: answered through `guard` (the web layer's limits).
   * True once answered; false leaves it to `other`.
   */
  api(req: IncomingMessage, res: ServerResponse, path: string, guard: WebGuard): Promise<boolean>;
  /** Any other request, before the build's files (pictures, test hooks): true once answered. */
  other(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean>;
}
