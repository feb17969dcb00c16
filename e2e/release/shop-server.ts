import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The shop's web server in front of the demo host, as a legacy template's server is: it renders
 * one template page itself (the snippets already included, its Content-Security-Policy set) and
 * passes every other request (the services the widgets call) to the demo host. A real server,
 * not a page fulfilled by the test: Chromium treats a document without a network address as
 * public and blocks its requests to a CDN on the loopback address (Local Network Access), which a
 * shop and CDN on 127.0.0.1 would never meet in production.
 */
export interface ShopServer {
  url: string;
  /** The template page `path` serves from now on. */
  setPage: (html: string, policy: string) => void;
  close: () => Promise<void>;
}

const body = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

export async function serveShop(upstream: string, path: string): Promise<ShopServer> {
  let page = { html: '', policy: '' };
  const server = createServer(async (request, response) => {
    if (new URL(request.url ?? '/', 'http://shop').pathname === path) {
      response
        .writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': page.policy,
          'cache-control': 'no-store',
        })
        .end(page.html);
      return;
    }
    try {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === 'string' && name !== 'host' && name !== 'connection') headers.set(name, value);
      const answer = await fetch(new URL(request.url ?? '/', upstream), {
        method: request.method,
        headers,
        body: request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(await body(request)),
        redirect: 'manual',
      });
      const out: Record<string, string | string[]> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'set-cookie', 'connection'].includes(name))
          out[name] = value;
      });
      const cookies = answer.headers.getSetCookie();
      if (cookies.length) out['set-cookie'] = cookies;
      response.writeHead(answer.status, out).end(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setPage: (html, policy) => {
      page = { html, policy };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
