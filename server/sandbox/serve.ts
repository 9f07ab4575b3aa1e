// The sandbox alone on its own port: a stand-in backend for trying API_TARGET locally.
//   SANDBOX_MODE=backend PORT=8081 npx tsx server/sandbox/serve.ts
//   API_TARGET=http://127.0.0.1:8081 npm start
// SANDBOX_MODE=backend answers as the real backend family (token in the login body, no cookies,
// no hand-off): the app server in front plays the auth layer. The /__sandbox/* test hooks are on.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSandbox, type Sandbox, type SandboxOptions } from './index';
import { trustPolicy, vetForwarding } from '../trust-proxy';

/** A request listener that answers everything from the sandbox (404 envelope otherwise). */
export function sandboxListener(sandbox: Sandbox, trusted = trustPolicy(process.env.TRUST_PROXY)) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      vetForwarding(req, trusted);
      if (await sandbox.handle(req, res)) return;
      res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ success: false, data: null, error: [{ message: 'NOT_FOUND', type: 'error', value: null, code: 404 }] }));
    } catch (e) {
      console.error('[sandbox]', e);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  };
}

export function serveSandbox(o: SandboxOptions = {}) {
  const sandbox = createSandbox({ testHooks: true, ...o });
  return { sandbox, server: createServer(sandboxListener(sandbox)) };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8081);
  const mode = process.env.SANDBOX_MODE === 'backend' ? 'backend' : 'default';
  serveSandbox({ mode }).server.listen(port, () => console.log(`sandbox (${mode}) http://127.0.0.1:${port}`));
}
