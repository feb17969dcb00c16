// An HTTP/2 front for a bench's demo host: what a real shop's CDN is to our files. The demo host
// speaks plain HTTP/1.1, where Chromium opens at most 6 connections to an origin, so a widget's
// graph of 15-18 files (its bundle, the runtime's modules and chunks, texts, the nested
// newsletter's bundle) comes in about three rounds of the emulated latency. A CDN answers over
// HTTP/2: one connection, every request of the graph in flight at once. This front is a TLS
// HTTP/2 server (node:http2) with a self-signed certificate made at start by /usr/bin/openssl
// in a temporary directory; it forwards every request to the demo host over HTTP/1.1 keep-alive
// and passes the answer on as it came (status, cookies, content-encoding and body bytes
// untouched; only the connection-specific headers HTTP/2 forbids are dropped). Chromium trusts
// the certificate through its SPKI pin (startH2Front's chromiumArgs), so the page is a secure context and
// caches as behind a real certificate. Not modelled: the CDN's own distance (the emulated
// latency stands for it) and its TLS handshake (warmed like a preconnect, see loading-mix.mjs).
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { constants, createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const {
  HTTP2_HEADER_AUTHORITY,
  HTTP2_HEADER_METHOD,
  HTTP2_HEADER_PATH,
  HTTP2_HEADER_SCHEME,
  HTTP2_HEADER_STATUS,
  NGHTTP2_CANCEL,
} = constants;

/** Headers about one connection, which HTTP/2 forbids (RFC 9113 §8.2.2) and the other hop must not see. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'http2-settings',
]);

/**
 * A key and a self-signed certificate for 127.0.0.1 and localhost, valid for a day, in a fresh
 * temporary directory (deleted right after reading: the server keeps them in memory).
 */
function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-h2-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      '/usr/bin/openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=bench-h2-front',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts the front for `upstream` (the demo host's base URL, http://…) on a free port of
 * 127.0.0.1. Resolves to its https base URL, the Chromium flags that trust it, and stop(). The
 * flag pins the certificate's public key (base64 SHA-256 of its SPKI) rather than ignoring every
 * certificate error: Chromium then treats it as valid (a secure context, responses cached as
 * usual); it takes the pin only with a --user-data-dir, which Playwright always passes.
 * @param {string} upstream
 */
export async function startH2Front(upstream) {
  const target = new URL(upstream);
  const { key, cert } = selfSignedCertificate();
  const spki = createHash('sha256')
    .update(new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
  // Keep-alive and no socket limit: the front itself must not bring back the 6-connection rounds.
  const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  // allowHTTP1 stays off: a client that cannot speak HTTP/2 fails instead of silently measuring HTTP/1.1.
  const server = createSecureServer({ key, cert });
  server.on('stream', (stream, headers) => {
    /** @type {Record<string, string | string[]>} */
    const forwarded = {};
    for (const [name, value] of Object.entries(headers)) {
      if (name.startsWith(':') || hopByHop.has(name) || value === undefined) continue;
      forwarded[name] = value;
    }
    // The page's own origin as the demo host's Host, so that anything it derives from it points back here.
    forwarded.host = String(headers[HTTP2_HEADER_AUTHORITY] ?? target.host);
    forwarded['x-forwarded-proto'] = String(headers[HTTP2_HEADER_SCHEME] ?? 'https');
    const upstreamRequest = request(
      {
        agent,
        hostname: target.hostname,
        port: target.port,
        method: String(headers[HTTP2_HEADER_METHOD]),
        path: String(headers[HTTP2_HEADER_PATH]),
        headers: forwarded,
      },
      (response) => {
        /** @type {Record<string, string | string[] | number>} */
        const answer = { [HTTP2_HEADER_STATUS]: response.statusCode ?? 502 };
        for (const [name, value] of Object.entries(response.headers)) {
          if (hopByHop.has(name) || value === undefined) continue;
          answer[name] = value;
        }
        if (stream.destroyed) return response.resume();
        stream.respond(answer);
        response.pipe(stream);
      },
    );
    upstreamRequest.on('error', (error) => {
      if (stream.destroyed) return;
      if (stream.headersSent) stream.close(NGHTTP2_CANCEL);
      else {
        stream.respond({ [HTTP2_HEADER_STATUS]: 502, 'content-type': 'text/plain' });
        stream.end(`bench h2 front: ${error.message}`);
      }
    });
    // A request the browser cancelled (a navigation away) is cancelled upstream too.
    stream.on('close', () => {
      if (!upstreamRequest.writableFinished || !stream.writableFinished) upstreamRequest.destroy();
    });
    stream.pipe(upstreamRequest);
  });
  /** Sessions open now, closed at stop() (Chromium keeps its connection open). @type {Set<import('node:http2').ServerHttp2Session>} */
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    })
  );
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  /** @type {() => Promise<void>} */
  const stop = () =>
    new Promise((resolve) => {
      for (const session of sessions) session.destroy();
      agent.destroy();
      server.close(() => resolve());
    });
  return {
    baseUrl: `https://127.0.0.1:${port}`,
    chromiumArgs: [`--ignore-certificate-errors-spki-list=${spki}`],
    stop,
  };
}
