import type { TestProject } from 'vitest/node';
import { createApp } from '../../server/app';
import { sandboxApi } from '../../server/sandbox/api';
import { LIMITS } from '../../server/guard/web-guard';

// One sandbox server for the integration run, on the origin happy-dom pages live at. Every test
// file calls it from loopback at once, as many investors would from many addresses: the limits
// per address are lifted here, those per mobile hold (server-guard.test.ts tries them all).
const MANY = 1_000_000;
const limits = {
  ...LIMITS,
  captchaAfterForAddress: MANY,
  refuseAfterForAddress: MANY,
  codesPerAddressHour: MANY,
  lookupsPerAddressHour: MANY,
  captchasPerAddressMinute: MANY,
};

export default async function setup(_project: TestProject) {
  const { server } = createApp({ dist: 'dist', testHooks: true, api: sandboxApi({ testHooks: true }), guardLimits: limits });
  await new Promise<void>((resolve) => server.listen(Number(process.env.INTEGRATION_PORT), '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
