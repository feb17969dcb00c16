import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { AwsClient } from 'aws4fetch';
import { cacheControlFor, contentTypeFor } from './cdn-rules.ts';

/**
 * Where a release uploads its version folders and releases.json (the CDN's origin): a directory
 * (a mounted or synced folder the CDN serves), or an S3-compatible bucket, `s3://<bucket>/<prefix>`,
 * written with aws4fetch (a SigV4-signed PUT per file, with the Content-Type and Cache-Control the
 * README's CDN table asks for, cdn-rules.ts). For a bucket: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
 * AWS_REGION (default us-east-1) and, for another S3-compatible service, AWS_ENDPOINT_URL.
 * Only the directory target is tested.
 */
export interface Target {
  /** How the target is named in messages. */
  name: string;
  /** Uploads `<pkg>/<version>/` from `dir`; an existing folder with other bytes is refused (a version is never overwritten). */
  uploadVersion(dir: string, pkg: string, version: string): Promise<'uploaded' | 'already there'>;
  /** Uploads a file of the CDN's root (releases.json), replacing it. */
  uploadFile(path: string, name: string): Promise<void>;
}

/** The files below `dir`, relative to it with '/', and their SHA-256. */
function tree(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!file.isFile()) continue;
    const path = join(file.parentPath, file.name);
    files.set(relative(dir, path).split(sep).join('/'), createHash('sha256').update(readFileSync(path)).digest('hex'));
  }
  return files;
}

const sameTree = (a: Map<string, string>, b: Map<string, string>) =>
  a.size === b.size && [...a].every(([file, hash]) => b.get(file) === hash);

class VersionExistsError extends Error {}

function directoryTarget(root: string): Target {
  return {
    name: root,
    async uploadVersion(dir, pkg, version) {
      const to = join(root, pkg, version);
      if (resolve(to) === resolve(dir)) return 'already there';
      if (existsSync(to)) {
        if (sameTree(tree(to), tree(dir))) return 'already there';
        throw new VersionExistsError(
          `${to} already exists with other files: a released version is never overwritten (give the change a new version).`,
        );
      }
      // Copied beside it and renamed: the CDN never serves half a version folder.
      const tmp = `${to}.tmp-${process.pid}`;
      mkdirSync(dirname(to), { recursive: true });
      cpSync(dir, tmp, { recursive: true });
      renameSync(tmp, to);
      return 'uploaded';
    },
    async uploadFile(path, name) {
      const to = join(root, name);
      if (resolve(to) === resolve(path)) return;
      mkdirSync(root, { recursive: true });
      const tmp = `${to}.tmp-${process.pid}`;
      cpSync(path, tmp);
      renameSync(tmp, to);
    },
  };
}

function bucketTarget(url: string): Target {
  const [, bucket, prefix = ''] = /^s3:\/\/([^/]+)\/?(.*)$/.exec(url) ?? [];
  if (!bucket) throw new Error(`${url} is not a bucket address (s3://<bucket>/<prefix>).`);
  const { AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN, AWS_REGION, AWS_ENDPOINT_URL } = process.env;
  const region = AWS_REGION ?? 'us-east-1';
  const endpoint = (AWS_ENDPOINT_URL ?? `https://s3.${region}.amazonaws.com`).replace(/\/$/, '');
  const client = () => {
    if (!AWS_ACCESS_KEY_ID || !AWS_SECRET_ACCESS_KEY)
      throw new Error(`Uploading to ${url} needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY in the environment.`);
    return new AwsClient({
      accessKeyId: AWS_ACCESS_KEY_ID,
      secretAccessKey: AWS_SECRET_ACCESS_KEY,
      ...(AWS_SESSION_TOKEN && { sessionToken: AWS_SESSION_TOKEN }),
      service: 's3',
      region,
    });
  };
  const keyUrl = (key: string) =>
    `${endpoint}/${bucket}/${[prefix.replace(/\/$/, ''), key].filter(Boolean).map(encodeURI).join('/')}`;
  const put = async (aws: AwsClient, key: string, path: string) => {
    const response = await aws.fetch(keyUrl(key), {
      method: 'PUT',
      body: readFileSync(path),
      headers: {
        'content-type': contentTypeFor(key) ?? 'application/octet-stream',
        'cache-control': cacheControlFor(key),
      },
    });
    if (!response.ok) throw new Error(`PUT ${keyUrl(key)}: ${response.status} ${await response.text()}`);
  };
  return {
    name: url,
    async uploadVersion(dir, pkg, version) {
      const aws = client();
      const files = tree(dir);
      // The folder's manifest says whether this version is there already, and with which build.
      const manifestKey = `${pkg}/${version}/.vite/manifest.json`;
      const existing = await aws.fetch(keyUrl(manifestKey));
      if (existing.ok) {
        const bytes = new Uint8Array(await existing.arrayBuffer());
        if (createHash('sha256').update(bytes).digest('hex') !== files.get('.vite/manifest.json'))
          throw new VersionExistsError(
            `${keyUrl(`${pkg}/${version}/`)} already exists with another build: a released version is never overwritten.`,
          );
        return 'already there';
      }
      // The manifest last: a folder is taken for complete only once it is there.
      const names = [...files.keys()].sort(
        (a, b) => Number(a.endsWith('manifest.json')) - Number(b.endsWith('manifest.json')),
      );
      for (const name of names) await put(aws, `${pkg}/${version}/${name}`, join(dir, name));
      return 'uploaded';
    },
    async uploadFile(path, name) {
      await put(client(), name, path);
    },
  };
}

/** The target a release's configuration names: `s3://…` or a directory (relative to `base`). */
export function openTarget(target: string, base: string): Target {
  return target.startsWith('s3://') ? bucketTarget(target) : directoryTarget(resolve(base, target));
}
