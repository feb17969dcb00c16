import { afterEach, describe, expect, it, vi } from 'vitest';
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
  };
}

function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

afterEach(() => {
  vi.unstubAllGlobals();
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
    await new Promise((resolve) => setTimeout(resolve, 50));
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
    [401, { status: 'UNAUTHORIZED' }],
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
