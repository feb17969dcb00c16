import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { ReleaseHealth, VersionHealth } from '../../demo-host/src/services/health.ts';
import { formatStatus, run, verdict } from './status.ts';

function version(name: string, figures: Partial<VersionHealth> = {}): VersionHealth {
  const views = figures.views ?? 100;
  const loadFailures = figures.loadFailures ?? 0;
  const renderErrors = figures.renderErrors ?? 0;
  return {
    version: name,
    tags: ['shop-footer'],
    views,
    loadFailures,
    loadFailuresPer1000: Math.round((loadFailures / views) * 10_000) / 10,
    renderErrors,
    renderErrorsPer1000: Math.round((renderErrors / views) * 10_000) / 10,
    inpViews: views,
    inpP75: 100,
    series: [],
    ...figures,
  };
}
const health = (
  current: VersionHealth | null,
  canary: VersionHealth | null,
  ...others: VersionHealth[]
): ReleaseHealth => ({
  package: 'footer',
  current: current?.version ?? null,
  canary: canary?.version ?? null,
  basis: 'release state',
  versions: [current, canary, ...others].filter((entry): entry is VersionHealth => entry !== null),
});

describe('the release verdict', () => {
  it('waits without a canary, and below 20 canary views', () => {
    expect(verdict(health(version('0.2.0'), null))).toMatchObject({
      verdict: 'wait',
      reason: 'footer has no canary to judge',
    });
    expect(verdict({ ...health(version('0.2.0'), null), canary: '0.3.0' }).reason).toBe(
      'the canary 0.3.0 has no views yet',
    );
    expect(verdict(health(version('0.2.0'), version('0.3.0', { views: 19, loadFailures: 2 })))).toMatchObject({
      verdict: 'wait',
      reason: 'the canary 0.3.0 has 19 views; 20 are needed to judge it',
    });
  });

  it('promotes a canary within bounds', () => {
    const result = verdict(
      health(version('0.2.0', { loadFailures: 1 }), version('0.3.0', { views: 20, loadFailures: 0, inpP75: 124 })),
    );
    expect(result).toEqual({ verdict: 'promote', reason: 'the canary 0.3.0 is within bounds of 0.2.0 over 20 views' });
    // exactly 20 per 1,000 more is still within bounds
    expect(
      verdict(health(version('0.2.0', { views: 1000 }), version('0.3.0', { views: 1000, renderErrors: 20 }))).verdict,
    ).toBe('promote');
  });

  it('rolls back on more load failures or render errors (over 20 per 1,000 more than the current)', () => {
    const failing = verdict(
      health(version('0.2.0', { views: 1000, loadFailures: 5 }), version('0.3.0', { views: 1000, loadFailures: 26 })),
    );
    expect(failing.verdict).toBe('roll back');
    expect(failing.reason).toContain('load failures per 1,000 views (26.0) exceed the current');
    const throwing = verdict(
      health(version('0.2.0', { views: 1000 }), version('0.3.0', { views: 1000, renderErrors: 21 })),
    );
    expect(throwing.verdict).toBe('roll back');
    expect(throwing.reason).toContain('render errors per 1,000 views (21.0)');
  });

  it('rolls back on a slower INP only when over 200 ms and 1.25 × the current', () => {
    expect(verdict(health(version('0.2.0', { inpP75: 100 }), version('0.3.0', { inpP75: 190 }))).verdict).toBe(
      'promote',
    );
    expect(verdict(health(version('0.2.0', { inpP75: 200 }), version('0.3.0', { inpP75: 248 }))).verdict).toBe(
      'promote',
    );
    const slow = verdict(health(version('0.2.0', { inpP75: 200 }), version('0.3.0', { inpP75: 256 })));
    expect(slow).toMatchObject({ verdict: 'roll back' });
    expect(slow.reason).toContain("INP p75 (256 ms) is over 200 ms and over 1.25 × the current's 200 ms");
    expect(verdict(health(version('0.2.0', { inpP75: null }), version('0.3.0', { inpP75: 256 }))).verdict).toBe(
      'roll back',
    );
  });

  it('rolls back a canary that plainly fails before 20 views, but not on INP alone', () => {
    const early = verdict(health(version('0.2.0'), version('0.3.0', { views: 4, renderErrors: 4 })));
    expect(early.verdict).toBe('roll back');
    expect(early.reason).toMatch(/^after only 4 views the canary 0.3.0 already failed 4 times/);
    expect(verdict(health(version('0.2.0'), version('0.3.0', { views: 4, renderErrors: 2 }))).verdict).toBe('wait');
    expect(verdict(health(version('0.2.0'), version('0.3.0', { views: 4, inpP75: 900 }))).verdict).toBe('wait');
  });

  it('prints one line per version, current and canary first', () => {
    const lines = formatStatus(
      health(
        version('0.2.0'),
        version('0.3.0', { views: 40, renderErrors: 2 }),
        version('0.1.0', { views: 3, inpP75: null }),
      ),
    );
    expect(lines).toEqual([
      'footer: current 0.2.0, canary 0.3.0 (from the release state)',
      'version  role     views  failures/1000  render errors/1000  INP p75',
      '0.2.0    current  100    0.0            0.0                 100 ms',
      '0.3.0    canary   40     0.0            50.0                100 ms',
      '0.1.0    other    3      0.0            0.0                 –',
    ]);
  });
});

describe('release:status', () => {
  const io = (answer: (url: URL | RequestInfo, init?: RequestInit) => Promise<Response>) => {
    const lines: string[] = [];
    const errors: string[] = [];
    const fetch = vi.fn(answer);
    return {
      lines,
      errors,
      fetch,
      io: { log: (line: string) => lines.push(line), error: (line: string) => errors.push(line), fetch },
    };
  };

  it('with --config, judges the canary the release state names, not the one with the second most views', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-status-'));
    try {
      mkdirSync(join(dir, 'snippets'));
      writeFileSync(join(dir, 'release.config.json'), JSON.stringify({ snippets: 'snippets' }));
      writeFileSync(
        join(dir, 'snippets', 'state.json'),
        JSON.stringify({ footer: { live: '0.1.0', canary: { version: '0.3.0', share: 10 } } }),
      );
      // By views the collector would compare 0.2.0 (an earlier canary, many views) with 0.1.0.
      const byViews: ReleaseHealth = {
        ...health(version('0.1.0', { views: 200 }), version('0.2.0', { views: 150 })),
        basis: 'views',
        versions: [
          version('0.1.0', { views: 200 }),
          version('0.2.0', { views: 150 }),
          version('0.3.0', { views: 4, renderErrors: 4 }),
        ],
      };
      const call = io(async () => Response.json(byViews));
      expect(await run(['footer', '--config', join(dir, 'release.config.json')], call.io)).toBe(1);
      expect(call.lines[0]).toBe('footer: current 0.1.0, canary 0.3.0 (from the release state)');
      expect(call.lines.at(-1)).toMatch(/^roll back: after only 4 views the canary 0.3.0 already failed 4 times/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fetches the collector, prints the comparison and exits by the verdict', async () => {
    const throwing = health(version('0.2.0'), version('0.3.0', { views: 30, renderErrors: 30 }));
    const call = io(async () => Response.json(throwing));
    expect(await run(['footer', '--collector', 'http://collector.test:9000/'], call.io)).toBe(1);
    expect(String(call.fetch.mock.calls[0]?.[0])).toBe('http://collector.test:9000/qa/releases.json?package=footer');
    expect(call.lines.at(-1)).toMatch(/^roll back: the canary 0.3.0: its render errors/);
    expect(await run(['footer'], io(async () => Response.json(health(version('0.2.0'), version('0.3.0')))).io)).toBe(0);
    expect(await run(['footer'], io(async () => Response.json(health(version('0.2.0'), null))).io)).toBe(3);
  });

  it.each([
    [[], /say one package/],
    [['footer', 'login'], /say one package/],
    [['widgets'], /"widgets" is not a widget package of this shop/],
    [['footer', '--collector', 'not a url'], /Invalid URL/],
    [['footer', '--verbose'], /Unknown option/],
  ])('refuses %j with exit code 2', async (argv, message) => {
    const call = io(async () => Response.json({}));
    expect(await run(argv, call.io)).toBe(2);
    expect(call.errors.join('\n')).toMatch(message);
    expect(call.fetch).not.toHaveBeenCalled();
  });

  it('says so when the collector is unreachable or answers something else (exit 2)', async () => {
    const down = io(async () => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:4173') });
    });
    expect(await run(['footer'], down.io)).toBe(2);
    expect(down.errors[0]).toBe(
      'release:status: the collector at http://127.0.0.1:4173 could not be read (fetch failed: connect ECONNREFUSED 127.0.0.1:4173); is the demo host running, or give --collector <base URL>.',
    );
    const wrong = io(async () => new Response('no', { status: 404 }));
    expect(await run(['footer'], wrong.io)).toBe(2);
    expect(wrong.errors[0]).toContain('(it answered HTTP 404)');
  });
});
