import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionChannelName, sessionEndedMessage } from './domain/sessionChannel.ts';
import { createPanel } from './panel.ts';

/** The mounted panel driven through its shadow DOM, with the services answered by a fake fetch. */
type Handler = (url: URL) => { status: number; body: unknown };

function serve(handler: Handler) {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://shop.test');
      calls.push(url);
      const { status, body } = handler(url);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

const tests = [{ name: 'teaser', groups: [{ name: 'A' }, { name: 'B' }] }];
let settings = {
  status: 'SUCCESS',
  dateTime: null as string | null,
  abTestName: null as string | null,
  abTestGroup: null as string | null,
};

function services(tokenAnswer: { status: number; body: unknown }): Handler {
  return (url) => {
    if (url.pathname.endsWith('/gettestsat')) return { status: 200, body: tests };
    if (url.pathname.endsWith('/auth/checkauth')) return { status: 200, body: settings };
    if (url.pathname.endsWith('/token')) {
      if (tokenAnswer.status === 200) {
        settings = {
          ...settings,
          abTestName: url.searchParams.get('test'),
          abTestGroup: url.searchParams.get('group'),
        };
      }
      return tokenAnswer;
    }
    return { status: 200, body: { status: 'SUCCESS' } };
  };
}

async function mountPanel() {
  const panel = createPanel({ ...settings });
  panel.setAttribute('country', 'PL');
  document.body.append(panel);
  const root = () => panel.shadowRoot as ShadowRoot;
  await vi.waitFor(() => expect(root().querySelector('.indicator')).toBeTruthy(), { timeout: 5000 });
  return {
    root,
    indicator: () => root().querySelector('.indicator') as HTMLButtonElement,
    select: (name: string) => root().querySelector(`select[name="${name}"]`) as HTMLSelectElement,
    text: () => root().textContent ?? '',
    button: (name: string) =>
      [...root().querySelectorAll('button')].find((button) => button.textContent?.trim() === name) ?? null,
    /** The focused element inside the panel's shadow root. */
    focused: () => root().activeElement,
    panel,
  };
}

/**
 * For the negative checks only ("the panel stays as it is"), which have no event to wait for:
 * the panel's reaction to an answer or a message that arrived would be a React render on one
 * of the next tasks; 50 ms after the arrival is many of them.
 */
const quietPeriod = () => new Promise((resolve) => setTimeout(resolve, 50));

function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  settings = { status: 'SUCCESS', dateTime: null, abTestName: null, abTestGroup: null };
});

describe('<shop-preview-panel> settings', () => {
  it('blocks a test without group, then applies test and group and updates the indicator', async () => {
    const calls = serve(services({ status: 200, body: { status: 'SUCCESS' } }));
    const ui = await mountPanel();
    expect(ui.indicator().textContent).toContain('no A/B test');
    ui.indicator().click();
    await vi.waitFor(() => expect(ui.text()).toContain('Active tests found.'));
    expect(ui.select('group').disabled).toBe(true);

    choose(ui.select('test'), 'teaser');
    await vi.waitFor(() => expect(ui.text()).toContain('Please also select an A/B test group!'));
    expect(ui.select('group').disabled).toBe(false);
    expect(ui.text()).toContain('A/B test group (Required)');
    (ui.root().querySelector('form') as HTMLFormElement).requestSubmit();
    // Apply is blocked: the group gets the focus, and the submit is over without a request.
    await vi.waitFor(() => expect(ui.focused()).toBe(ui.select('group')));
    expect(calls.filter((url) => url.pathname.endsWith('/token'))).toHaveLength(0);

    choose(ui.select('group'), 'B');
    await vi.waitFor(() => expect(ui.text()).not.toContain('Please also select an A/B test group!'));
    (ui.root().querySelector('form') as HTMLFormElement).requestSubmit();
    await vi.waitFor(() => expect(ui.text()).toContain('Settings applied successfully.'));
    const token = calls.find((url) => url.pathname.endsWith('/token'));
    expect(token?.searchParams.get('test')).toBe('teaser');
    expect(token?.searchParams.get('group')).toBe('B');
    expect(token?.searchParams.has('dateTime')).toBe(false);
    await vi.waitFor(() => expect(ui.indicator().textContent).toContain('A/B test teaser / B'));
  });

  it.each([
    [400, { status: 'BAD_REQUEST' }],
    [500, { status: 'INTERNAL_ERROR' }],
    [503, { type: 'qa.fault' }],
    [200, { status: 'INTERNAL_ERROR' }],
  ])('shows "Applying settings failed." for HTTP %i %j and keeps the indicator', async (status, body) => {
    serve(services({ status, body }));
    const ui = await mountPanel();
    ui.indicator().click();
    await vi.waitFor(() => expect(ui.text()).toContain('Active tests found.'));
    (ui.root().querySelector('form') as HTMLFormElement).requestSubmit();
    await vi.waitFor(() => expect(ui.text()).toContain('Applying settings failed.'));
    expect(ui.root().querySelector('[role="alert"]')?.textContent).toContain('Applying settings failed.');
    expect(ui.text()).not.toContain('Settings applied successfully.');
  });
});

/** The page goes to the background and comes back (another tab was in front meanwhile). */
function hideAndShowPage() {
  let visibility: DocumentVisibilityState = 'hidden';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  document.dispatchEvent(new Event('visibilitychange'));
  visibility = 'visible';
  document.dispatchEvent(new Event('visibilitychange'));
}

const endedText = 'Preview ended: your staff session has ended.';

async function expectEnded(ui: Awaited<ReturnType<typeof mountPanel>>) {
  await vi.waitFor(() => expect(ui.root().querySelector('[role="alert"]')?.textContent).toContain(endedText), {
    timeout: 5000,
  });
  expect(ui.indicator()).toBeNull();
  expect(ui.root().querySelector('form')).toBeNull();
  expect(ui.text()).not.toMatch(/^Preview:/);
}

describe('<shop-preview-panel> when the staff session ends', () => {
  it('says so after the token endpoint answers UNAUTHORIZED, and keeps focus in the panel', async () => {
    serve(services({ status: 401, body: { status: 'UNAUTHORIZED' } }));
    const ui = await mountPanel();
    ui.indicator().click();
    await vi.waitFor(() => expect(ui.text()).toContain('Active tests found.'));
    ui.button('Apply')?.focus();
    (ui.root().querySelector('form') as HTMLFormElement).requestSubmit();
    await expectEnded(ui);
    expect(ui.text()).not.toContain('Applying settings failed.');
    await vi.waitFor(() => expect(ui.focused()?.textContent).toBe('Reload page'));
  });

  it('does not take focus when it was outside the panel', async () => {
    serve((url) =>
      url.pathname.endsWith('/checkauth')
        ? { status: 401, body: { status: 'UNAUTHORIZED' } }
        : { status: 200, body: { status: 'SUCCESS' } },
    );
    const outside = document.createElement('button');
    document.body.append(outside);
    const ui = await mountPanel();
    outside.focus();
    hideAndShowPage();
    await expectEnded(ui);
    expect(document.activeElement).toBe(outside);
  });

  it.each([
    ['checkauth answers 401', { status: 401, body: { status: 'UNAUTHORIZED' } }],
    ['checkauth answers 200 with status UNAUTHORIZED', { status: 200, body: { status: 'UNAUTHORIZED' } }],
  ])('says so when the page is visible again and %s', async (_name, answer) => {
    serve((url) => (url.pathname.endsWith('/checkauth') ? answer : { status: 200, body: { status: 'SUCCESS' } }));
    const ui = await mountPanel();
    hideAndShowPage();
    await expectEnded(ui);
  });

  it.each([
    ['503', { status: 503, body: { type: 'qa.fault' } }],
    ['500 INTERNAL_ERROR', { status: 500, body: { status: 'INTERNAL_ERROR' } }],
    ['200 with a body without status', { status: 200, body: { oops: true } }],
  ])('keeps the indicator when checkauth answers %s on return', async (_name, answer) => {
    const calls = serve((url) => (url.pathname.endsWith('/checkauth') ? answer : { status: 200, body: {} }));
    const ui = await mountPanel();
    hideAndShowPage();
    await vi.waitFor(() => expect(calls.some((url) => url.pathname.endsWith('/checkauth'))).toBe(true));
    await Promise.allSettled(vi.mocked(fetch).mock.results.map((result) => result.value));
    await quietPeriod();
    expect(ui.indicator().textContent).toContain('no A/B test');
    expect(ui.text()).not.toContain(endedText);
  });

  it('shows what the server holds when checkauth confirms the session on return', async () => {
    serve((url) =>
      url.pathname.endsWith('/checkauth')
        ? { status: 200, body: { status: 'SUCCESS', dateTime: null, abTestName: 'teaser', abTestGroup: 'A' } }
        : { status: 200, body: {} },
    );
    const ui = await mountPanel();
    hideAndShowPage();
    await vi.waitFor(() => expect(ui.indicator().textContent).toContain('A/B test teaser / A'));
  });

  it('says so when another tab announces the end, and closes its channel then', async () => {
    serve(services({ status: 200, body: { status: 'SUCCESS' } }));
    const closed: BroadcastChannel[] = [];
    const received: unknown[] = [];
    vi.stubGlobal(
      'BroadcastChannel',
      class extends BroadcastChannel {
        constructor(name: string) {
          super(name);
          this.addEventListener('message', (event) => received.push(event.data));
        }
        override close() {
          closed.push(this);
          super.close();
        }
      },
    );
    const ui = await mountPanel();
    const otherTab = new BroadcastChannel(sessionChannelName);
    otherTab.postMessage({ type: 'something-else' });
    await vi.waitFor(() => expect(received).toEqual([{ type: 'something-else' }]));
    await quietPeriod();
    expect(ui.indicator()).not.toBeNull();
    expect(closed).toEqual([]);
    otherTab.postMessage(sessionEndedMessage);
    await expectEnded(ui);
    // Ended: nothing more to learn, so the panel's channel is closed (the other tab's is open).
    await vi.waitFor(() => expect(closed).toHaveLength(1));
    expect(closed[0]).not.toBe(otherTab);
    otherTab.close();
  });

  it('tells the other tabs when staff log out here', async () => {
    serve(services({ status: 200, body: { status: 'SUCCESS' } }));
    const otherTab = new BroadcastChannel(sessionChannelName);
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    const ui = await mountPanel();
    ui.indicator().click();
    await vi.waitFor(() => expect(ui.button('Log out of preview')).not.toBeNull());
    ui.button('Log out of preview')?.click();
    await vi.waitFor(() => expect(heard).toEqual([sessionEndedMessage]));
    otherTab.close();
  });

  it('can be dismissed', async () => {
    serve((url) =>
      url.pathname.endsWith('/checkauth')
        ? { status: 401, body: { status: 'UNAUTHORIZED' } }
        : { status: 200, body: {} },
    );
    const ui = await mountPanel();
    hideAndShowPage();
    await expectEnded(ui);
    ui.button('Dismiss notice')?.click();
    await vi.waitFor(() => expect(ui.text()).toBe(''));
  });
});
