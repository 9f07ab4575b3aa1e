// Release keys for tests: a pair made per test file (no private key is ever committed), with
// the app that trusts its public key, and another pair no app trusts.
import { generateKeyPairSync } from 'node:crypto';
import type { AppFacts } from '../../examples/native-host/release-check';

export function testKeys(app: Partial<AppFacts> = {}) {
  const pair = generateKeyPairSync('ed25519');
  const stranger = generateKeyPairSync('ed25519');
  return {
    release: { privateKey: pair.privateKey, keyId: 'test' },
    /** signs as the app's key id, with a key the app does not hold */
    forged: { privateKey: stranger.privateKey, keyId: 'test' },
    app: { appVersion: '5.2.0', bridgeVersion: 1, ...app, keys: { test: pair.publicKey, ...app.keys } } satisfies AppFacts,
  };
}
