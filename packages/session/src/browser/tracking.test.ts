import { afterEach, describe, expect, it, vi } from 'vitest';
import { track } from './tracking.ts';

describe('track', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('creates window.dataLayer and pushes the event', () => {
    expect(track({ event: 'sign_up', subject: 'newsletter' })).toBe(true);
    expect(window.dataLayer).toEqual([{ event: 'sign_up', subject: 'newsletter' }]);
  });

  it('appends to an existing dataLayer (the tag manager reads pushes)', () => {
    const pushed: unknown[] = [];
    window.dataLayer = [{ event: 'gtm.js' }];
    const original = window.dataLayer.push.bind(window.dataLayer);
    window.dataLayer.push = (...items: unknown[]) => {
      pushed.push(...items);
      return original(...items);
    };
    track({ event: 'login' });
    expect(pushed).toEqual([{ event: 'login' }]);
    expect(window.dataLayer).toHaveLength(2);
  });

  it('never throws into the widget when the dataLayer is broken', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.dataLayer = 'nope' as unknown as unknown[];
    expect(track({ event: 'x' })).toBe(false);
    window.dataLayer = [];
    window.dataLayer.push = () => {
      throw new Error('tag manager crashed');
    };
    expect(track({ event: 'x' })).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
