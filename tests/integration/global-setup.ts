import type { TestProject } from 'vitest/node';
import { createApp } from '../../server/app';

// One sandbox server for the integration run, on the origin happy-dom pages live at.
export default async function setup(_project: TestProject) {
  const { server } = createApp({ dist: 'dist', testHooks: true });
  await new Promise<void>((resolve) => server.listen(Number(process.env.INTEGRATION_PORT), '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
