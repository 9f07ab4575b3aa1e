// Reads the ustar archives scripts/build/offline-package.ts writes: regular files only. Anything
// else (links, devices, pax headers) is refused, as an app's unpacker should: a package that
// is not exactly what the build makes is not installed.

const BLOCK = 512;

const field = (h: Buffer, offset: number, width: number) => {
  const raw = h.subarray(offset, offset + width);
  const end = raw.indexOf(0);
  return raw.subarray(0, end < 0 ? width : end).toString('utf8');
};

/** The archive's files by name; throws on anything that is not a plain, well-formed ustar file. */
export function untar(archive: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let at = 0;
  while (at + BLOCK <= archive.length) {
    const h = archive.subarray(at, at + BLOCK);
    if (h.every((b) => b === 0)) return files; // the end-of-archive blocks
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i]!;
    if (parseInt(field(h, 148, 8).trim(), 8) !== sum) throw new Error(`tar: bad header checksum at ${at}`);
    if (field(h, 257, 6) !== 'ustar') throw new Error('tar: not ustar');
    const type = field(h, 156, 1);
    if (type !== '0' && type !== '') throw new Error(`tar: entry type ${JSON.stringify(type)} refused`);
    const prefix = field(h, 345, 155);
    const name = prefix ? `${prefix}/${field(h, 0, 100)}` : field(h, 0, 100);
    if (!name || name.startsWith('/') || name.split('/').some((p) => p === '..' || p === '.' || p === '')) throw new Error(`tar: unsafe name ${name}`);
    const size = parseInt(field(h, 124, 12).trim(), 8);
    if (!Number.isSafeInteger(size) || at + BLOCK + size > archive.length) throw new Error(`tar: bad size for ${name}`);
    if (files.has(name)) throw new Error(`tar: ${name} twice`);
    files.set(name, archive.subarray(at + BLOCK, at + BLOCK + size));
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  throw new Error('tar: truncated');
}
