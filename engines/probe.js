// Loaded first on every page the engine suite opens (engines/host.ts puts it at the top of
// <head>). It records what a shopper's browser would show as a broken page: uncaught errors and
// rejections, console.error calls, resources that failed to load, and Content-Security-Policy
// violations. The list lives in sessionStorage so that it survives the page's own navigations
// (a login that redirects); the suite reads and clears it between checks. Classic WebDriver
// (WebKitWebDriver) has no way to run a script before the page's own, hence this file.
(() => {
  const key = 'engines.problems';
  // One problem after another, not JSON: a page with Prototype 1.6 (/legacy) gives arrays a
  // toJSON of its own, with which JSON.stringify writes a list as one string.
  const separator = '\u001e';
  // Tells the suite the probe ran on this page: no probe, no clean bill of health.
  window.__enginesProbe = true;
  const record = (/** @type {string} */ text) => {
    try {
      const stored = sessionStorage.getItem(key);
      const list = stored ? stored.split(separator) : [];
      list.push(`${location.pathname}${location.search}: ${text}`);
      sessionStorage.setItem(key, list.slice(-50).join(separator));
    } catch {
      // Storage may be unavailable (private mode quota): nothing to record into.
    }
  };
  const asText = (/** @type {unknown} */ value) =>
    value instanceof Error ? `${value.name}: ${value.message}` : String(value);
  // A page that navigates away (the login page sending a logged-in shopper on) has its pending
  // loads cancelled, and Firefox reports each as failed: no shopper sees those.
  let leaving = false;
  window.addEventListener('beforeunload', () => {
    leaving = true;
  });
  window.addEventListener('pagehide', () => {
    leaving = true;
  });

  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target && target !== window && target instanceof Element) {
        if (leaving) return;
        record(
          `failed to load <${target.localName}> ${target.getAttribute('src') || target.getAttribute('href') || ''}`,
        );
      } else {
        record(`uncaught ${asText(event.error ?? event.message)} (${event.filename}:${event.lineno})`);
      }
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => record(`unhandled rejection ${asText(event.reason)}`));
  document.addEventListener('securitypolicyviolation', (event) =>
    record(`CSP ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
  );
  // The same cancelled loads reach the page's own code as a rejected import(), which the
  // elements log (a footer whose content chunk did not arrive): while leaving, not a problem either.
  const cancelledImport = /dynamically imported module|Importing a module script failed/;
  const consoleError = console.error.bind(console);
  console.error = (...args) => {
    const text = args.map(asText).join(' ');
    if (!(leaving && cancelledImport.test(text))) record(`console.error ${text}`);
    consoleError(...args);
  };
})();
