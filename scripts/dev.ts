// `npm run dev`: unminified build that rebuilds on change, served with the sandbox.
import { spawn } from 'node:child_process';

const build = spawn('npx', ['tsx', 'build.ts', '--dev', '--watch'], { stdio: 'inherit' });
const server = spawn('npx', ['tsx', 'server/main.ts'], { stdio: 'inherit' });
const stop = () => {
  build.kill();
  server.kill();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
