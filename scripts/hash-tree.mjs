// The SHA-256 of every file below a folder, by its path relative to it ('/' separated): what a
// release compares (scripts/release.mjs, tooling/release.test.ts).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export function hashTree(dir) {
  const hashes = {};
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else
        hashes[relative(dir, path).split(sep).join('/')] = createHash('sha256')
          .update(readFileSync(path))
          .digest('hex');
    }
  };
  walk(dir);
  return hashes;
}
