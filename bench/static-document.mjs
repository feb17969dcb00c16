// The static baseline's document served at the page's own URL: the document request answered
// through CDP Fetch, after the latency the network would have added. Works with a Playwright
// CDPSession and with bench/uninspected.mjs's page alike.

/**
 * @typedef {object} FetchSession
 * @property {(method: 'Fetch.requestPaused', listener: (event: { requestId: string }) => void) => void} on
 * @property {(method: string, params?: object) => Promise<unknown>} send
 */

/**
 * Answers the document request of `url` with `html`, `latencyMs` after it was made.
 * @param {FetchSession} session
 * @param {string} url
 * @param {string} html
 * @param {number} latencyMs
 */
export async function answerDocument(session, url, html, latencyMs) {
  const body = Buffer.from(html).toString('base64');
  session.on('Fetch.requestPaused', (event) => {
    setTimeout(() => {
      session
        .send('Fetch.fulfillRequest', {
          requestId: event.requestId,
          responseCode: 200,
          responseHeaders: [
            { name: 'content-type', value: 'text/html; charset=utf-8' },
            { name: 'cache-control', value: 'no-store' },
          ],
          body,
        })
        .catch(() => {});
    }, latencyMs);
  });
  await session.send('Fetch.enable', {
    patterns: [{ urlPattern: url, resourceType: 'Document', requestStage: 'Request' }],
  });
}
