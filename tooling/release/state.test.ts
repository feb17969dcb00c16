import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  parsePercent,
  promote,
  type ReleaseState,
  release,
  rollback,
  validateState,
  versionsOf,
} from './state.ts';

const known = ['runtime', 'design-system', 'session', 'footer', 'newsletter', 'login', 'preview-panel'];
const ok = (change: ReturnType<typeof release>) => {
  if ('error' in change) throw new Error(change.error);
  return change.state;
};

describe('release state', () => {
  const live: ReleaseState = { footer: { live: '0.1.0' }, runtime: { live: '0.1.0' } };

  it('a first version is live at once; a later one is the candidate at 0 %, beside the live one', () => {
    expect(ok(release({}, 'footer', '0.1.0'))).toEqual({ footer: { live: '0.1.0' } });
    const next = ok(release(live, 'footer', '0.2.0'));
    expect(next.footer).toEqual({ live: '0.1.0', canary: { version: '0.2.0', share: 0 } });
    expect(live.footer).toEqual({ live: '0.1.0' }); // pure: the state given is unchanged
    expect(release(live, 'footer', '0.1.0')).toEqual({ error: 'footer 0.1.0 is already live.' });
    expect(release(next, 'footer', '0.2.0')).toEqual({ error: 'footer 0.2.0 is already the candidate (at 0 %).' });
    expect(release(live, 'footer', 'latest')).toEqual({ error: '"latest" is not a version number (like 0.2.0).' });
    // A newer candidate replaces the one out.
    const replaced = release(ok(promote(next, 'footer', 25)), 'footer', '0.2.1');
    expect(replaced).toMatchObject({ did: expect.stringContaining('replacing candidate 0.2.0') });
    expect(ok(replaced).footer?.canary).toEqual({ version: '0.2.1', share: 0 });
  });

  it('promote sets the share; 100 makes the candidate live and keeps the one it replaces', () => {
    const candidate = ok(release(live, 'footer', '0.2.0'));
    const five = promote(candidate, 'footer', 5);
    expect(five).toMatchObject({ did: 'footer 0.2.0 now at 5 % (0.1.0 for the rest)' });
    expect(ok(five).footer).toEqual({ live: '0.1.0', canary: { version: '0.2.0', share: 5 } });
    const all = promote(ok(five), 'footer', 100);
    expect(all).toMatchObject({ did: 'footer 0.2.0 now live for everyone (0.1.0 kept for a rollback)' });
    expect(ok(all).footer).toEqual({ live: '0.2.0', previous: ['0.1.0'] });
    expect(promote(live, 'footer', 5)).toEqual({
      error: 'footer has no candidate to promote (0.1.0 is live): release a new version first.',
    });
    expect(promote(live, 'login', 5)).toEqual({ error: 'login has no released version: release it first.' });
    expect(promote(candidate, 'footer', 101)).toHaveProperty('error');
    expect(promote(candidate, 'footer', 2.5)).toHaveProperty('error');
    // The runtime is one per page: all or nothing.
    const runtime = ok(release(live, 'runtime', '0.1.1'));
    expect(promote(runtime, 'runtime', 50)).toHaveProperty('error', expect.stringContaining('promote it to 100'));
    expect(ok(promote(runtime, 'runtime', 100)).runtime).toEqual({ live: '0.1.1', previous: ['0.1.0'] });
  });

  it('rollback drops the candidate, or else goes back to the version live before', () => {
    const five = ok(promote(ok(release(live, 'footer', '0.2.0')), 'footer', 5));
    expect(rollback(five, 'footer')).toEqual({
      state: live,
      did: 'footer candidate 0.2.0 dropped (was at 5 %), 0.1.0 for everyone',
    });
    const third = ok(promote(ok(release(ok(promote(five, 'footer', 100)), 'footer', '0.3.0')), 'footer', 100));
    expect(third.footer).toEqual({ live: '0.3.0', previous: ['0.1.0', '0.2.0'] });
    const once = rollback(third, 'footer');
    expect(once).toMatchObject({ did: 'footer back to 0.2.0 for everyone (0.3.0 withdrawn)' });
    const twice = ok(rollback(ok(once), 'footer'));
    expect(twice).toEqual(live);
    expect(rollback(twice, 'footer')).toEqual({
      error: 'footer has nothing to roll back: 0.1.0 is its first version and no candidate is out.',
    });
    expect(rollback(live, 'login')).toEqual({ error: 'login has no released version: there is nothing to roll back.' });
  });

  it('reads a percentage as typed, or says what is wrong', () => {
    expect(parsePercent('25')).toBe(25);
    expect(parsePercent('0')).toBe(0);
    expect(parsePercent('100')).toBe(100);
    expect(parsePercent('25%')).toBe(25);
    for (const text of ['-5', '2.5', 'abc', '1e2', ' ', 'NaN'])
      expect(parsePercent(text)).toEqual({
        error: `"${text}" is not a percentage: give a whole number from 0 to 100.`,
      });
    expect(parsePercent('101')).toEqual({ error: '101 % is outside 0-100: give a whole number from 0 to 100.' });
    expect(parsePercent(undefined)).toHaveProperty('error');
  });

  it('validates a state read from a file, one sentence per problem', () => {
    expect(validateState(live, known)).toEqual([]);
    expect(validateState([], known)).toEqual(['The release state is not an object of packages.']);
    expect(
      validateState(
        {
          header: { live: '0.1.0' },
          footer: { live: 'x', canary: { version: '0.2.0', share: 100 }, previous: 'no' },
          runtime: { live: '0.1.0', canary: { version: '0.1.1', share: 5 } },
        },
        known,
      ),
    ).toEqual([
      '"header" is not a package of this workspace (runtime, design-system, session, footer, newsletter, login, preview-panel).',
      'footer: "live" is not a version number.',
      `footer: the candidate's "share" is not a whole percentage from 0 to 99.`,
      'footer: "previous" is not a list of version numbers.',
      'runtime: it has no canary (one per page), only a candidate at 0 %.',
    ]);
  });

  it('equal states have equal JSON whatever the order of their keys', () => {
    const a: ReleaseState = {
      footer: { canary: { share: 5, version: '0.2.0' }, live: '0.1.0' },
      login: { live: '0.1.0' },
    };
    const b: ReleaseState = {
      login: { live: '0.1.0', previous: [] },
      footer: { live: '0.1.0', canary: { version: '0.2.0', share: 5 } },
    };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(versionsOf(a)).toEqual([
      { pkg: 'footer', version: '0.1.0' },
      { pkg: 'footer', version: '0.2.0' },
      { pkg: 'login', version: '0.1.0' },
    ]);
  });
});
