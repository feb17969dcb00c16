import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheControlFor, contentTypeFits, contentTypeFor, isHashed, longEnough, maxAge } from './cdn-rules.ts';
import { browserFiles, type StagedFolder } from './staged.ts';

/**
 * The release check: probes a deployed version folder as a browser on the shop's pages would
 * fetch it (a GET from another origin, with an `Origin` header) and says, one plain sentence per
 * problem, what would break: files missing, no CORS answer (every module of the folder is then
 * blocked), a content type strict MIME checking refuses, a cache policy that makes shoppers
 * fetch hashed files again, bytes other than the staged build's, or an integrity value in the
 * snippets a file does not match (the browser then refuses it). A problem several files share is
 * one sentence naming how many and the first few.
 */

export interface CheckOptions {
  /** The page's origin the probe claims to come from: a foreign one, as the shop is to the CDN. */
  origin: string;
  /** Integrity values the snippets carry, by absolute URL (integrity.ts). */
  integrity: ReadonlyMap<string, string>;
  fetch?: typeof fetch;
  /** Files probed at once. */
  concurrency?: number;
}

export interface FolderReport {
  folder: StagedFolder;
  /** The deployed folder's URL, ending in `/`. */
  url: string;
  files: number;
  /** How many of the files the snippets carry an integrity value for. */
  withIntegrity: number;
  problems: string[];
}

/** `<base>/<package>/<version>/`, the layout `--assets '<base>/{package}/{version}/'` writes. */
const folderUrl = (base: string, folder: StagedFolder) =>
  `${base.replace(/\/+$/, '')}/${folder.pkg}/${folder.version}/`;

/** Whether `bytes` match an integrity attribute value (any of its space-separated hashes). */
function matchesIntegrity(bytes: Uint8Array, value: string): boolean {
  return value
    .trim()
    .split(/\s+/)
    .some((entry) => {
      const [algorithm, digest] = entry.split(/-(.*)/s);
      if (!algorithm || !digest || !['sha256', 'sha384', 'sha512'].includes(algorithm)) return false;
      return createHash(algorithm).update(bytes).digest('base64') === digest.split('?')[0];
    });
}

/** The words of a sentence about one file or several: "x.js is … it" / "3 of 34 files (…) are … them". */
interface Words {
  what: string;
  them: string;
  theirNames: string;
}

/** One kind of problem, and the sentence that says it of the files that have it. */
interface Finding {
  kind: string;
  file: string;
  text: (words: Words) => string;
}

async function probe(file: string, url: string, folder: StagedFolder, options: CheckOptions): Promise<Finding[]> {
  const found = (kind: string, text: Finding['text']): Finding => ({ kind, file, text });
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, { headers: { origin: options.origin }, redirect: 'follow' });
  } catch (error) {
    const reason = String((error as Error).cause ?? (error as Error).message);
    return [found(`unreachable ${reason}`, ({ what }) => `${what} unreachable (${reason}).`)];
  }
  if (!response.ok) {
    const status = `${response.status} ${response.statusText}`.trim();
    return [found(`status ${status}`, ({ what }) => `${what} missing: the CDN answers ${status}.`)];
  }
  const findings: Finding[] = [];
  const allowed = response.headers.get('access-control-allow-origin')?.trim() ?? null;
  if (allowed === null)
    findings.push(
      found(
        'no cors',
        ({ what, them }) =>
          `${what} served without Access-Control-Allow-Origin: a page on ${options.origin} cannot load ` +
          `${them} (browsers fetch every module script with CORS); send "Access-Control-Allow-Origin: *".`,
      ),
    );
  else if (allowed !== '*' && allowed !== options.origin)
    findings.push(
      found(
        `cors ${allowed}`,
        ({ what }) =>
          `${what} allowed only to "${allowed}" (Access-Control-Allow-Origin), not to a page on ` +
          `${options.origin}; send "*" (the files are public).`,
      ),
    );
  else if (allowed !== '*' && !/\borigin\b/i.test(response.headers.get('vary') ?? ''))
    findings.push(
      found(
        'no vary',
        ({ what }) =>
          `${what} allowed to "${allowed}" without "Vary: Origin": a cache may hand that answer to a page ` +
          'of another origin, whose browser then blocks it; send "*" or add "Vary: Origin".',
      ),
    );
  const type = response.headers.get('content-type');
  if (!contentTypeFits(file, type))
    findings.push(
      found(
        `type ${type}`,
        ({ what }) =>
          `${what} served as "${type ?? 'no content type'}", not ${contentTypeFor(file)}: ` +
          (file.endsWith('.js') ? 'browsers refuse a module script of any other type.' : 'browsers may refuse it.'),
      ),
    );
  const cacheControl = response.headers.get('cache-control');
  if (isHashed(file) && ((maxAge(cacheControl) ?? 0) < longEnough || !/\bimmutable\b/i.test(cacheControl ?? '')))
    findings.push(
      found(
        `cache ${cacheControl}`,
        ({ what, them, theirNames }) =>
          `${what} cached "${cacheControl ?? 'without Cache-Control'}": ${theirNames} a content hash, ` +
          `so send "${cacheControlFor(file)}" (else shoppers fetch or revalidate ${them} again).`,
      ),
    );
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (!Buffer.from(bytes).equals(readFileSync(join(folder.dir, file))))
    findings.push(
      found(
        'bytes',
        ({ what }) =>
          `${what} not the staged build's bytes: the folder was overwritten or holds another build ` +
          '(a version folder must never change; stage a new version instead).',
      ),
    );
  const integrity = options.integrity.get(url);
  if (integrity !== undefined && !matchesIntegrity(bytes, integrity))
    findings.push(
      found(
        'integrity',
        ({ what, them }) =>
          `${what} not matching the integrity the snippets give ${them}: browsers refuse to run ${them} ` +
          `(the snippets were written for other files than this folder holds).`,
      ),
    );
  return findings;
}

/** "index-x.js is" or "3 of 34 files (a.js, b.js, c.js) are": the words of a problem's sentence. */
function words(files: string[], total: number): Words {
  if (files.length === 1) return { what: `${files[0]} is`, them: 'it', theirNames: 'its name carries' };
  const shown = files.slice(0, 3).join(', ');
  const all = files.length === total ? `all ${total} files` : `${files.length} of ${total} files`;
  return {
    what: `${all} (${shown}${files.length > 3 ? ', …' : ''}) are`,
    them: 'them',
    theirNames: 'their names carry',
  };
}

/** Probes every file a browser may load from one deployed version folder. */
export async function checkFolder(base: string, folder: StagedFolder, options: CheckOptions): Promise<FolderReport> {
  const url = folderUrl(base, folder);
  const files = browserFiles(folder.dir);
  const findings: Finding[][] = new Array(files.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < files.length; index = next++) {
      const file = files[index] ?? '';
      findings[index] = await probe(file, url + file, folder, options);
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 8, files.length) }, worker));
  const byKind = new Map<string, Finding[]>();
  for (const finding of findings.flat()) byKind.set(finding.kind, [...(byKind.get(finding.kind) ?? []), finding]);
  const problems = [...byKind.values()].map((group) => {
    const first = group[0] as Finding;
    return `${folder.pkg} ${folder.version}: ${first.text(
      words(
        group.map((finding) => finding.file),
        files.length,
      ),
    )}`;
  });
  return {
    folder,
    url,
    files: files.length,
    withIntegrity: files.filter((file) => options.integrity.has(url + file)).length,
    problems,
  };
}
