// Releases a build's offline package: signs dist/offline-package/build.json into manifest.json
// and writes the incremental packages from earlier releases (bridge/CONTRACT.md §10, README
// "Releasing the offline package"). The key never enters the repository or the build machine's
// disk image: give a file the release machine mounts, or the PEM in H5_RELEASE_KEY.
//   tsx scripts/release-package.ts --sequence 42 --key /secrets/h5-release.pem [--key-id h5-2026]
//       [--dist dist] [--expires-days 30] [--min-app 5.2.0] [--min-bridge 1]
//       [--previous releases/41 --previous releases/40 …] [--disable]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { releasePackage } from './build/release';

const argv = process.argv.slice(2);
const arg = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const all = (name: string) => argv.flatMap((a, i) => (a === name && argv[i + 1] ? [argv[i + 1]!] : []));

function fail(message: string): never {
  console.error(`release-package: ${message}`);
  process.exit(2);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const keyFile = arg('--key');
  const privateKey = keyFile ? readFileSync(keyFile, 'utf8') : process.env.H5_RELEASE_KEY;
  if (!privateKey) fail('no key: --key FILE or H5_RELEASE_KEY (an Ed25519 private key, PKCS#8 PEM)');
  const sequence = Number(arg('--sequence'));
  if (!Number.isSafeInteger(sequence) || sequence < 1) fail('--sequence N: one more than the last release');
  const dist = resolve(arg('--dist') ?? 'dist');
  const release = releasePackage(dist, {
    privateKey,
    keyId: arg('--key-id') ?? 'h5-release',
    sequence,
    disabled: argv.includes('--disable'),
    expiresInDays: arg('--expires-days') ? Number(arg('--expires-days')) : undefined,
    minAppVersion: arg('--min-app'),
    minBridgeVersion: arg('--min-bridge') ? Number(arg('--min-bridge')) : undefined,
    previous: all('--previous'),
  });
  if ('disabled' in release) console.log(`released #${sequence}: the offline package is turned off`);
  else {
    console.log(`released #${sequence}: build ${release.version}, archive ${release.archiveSize} bytes, expires ${release.expiresAt}`);
    for (const p of release.patches) console.log(`  from ${p.from}: ${p.file}, ${p.size} bytes`);
  }
  console.log(`wrote ${join(dist, 'offline-package', 'manifest.json')}`);
}
