import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterTypingPause } from './typingPause.ts';

const timing = { pauseMs: 300, maxWaitMs: 2000, composingMaxWaitMs: 10_000 };

function prerenderedForm(): { root: ShadowRoot; field: HTMLInputElement } {
  document.body.innerHTML = '<shop-newsletter-test></shop-newsletter-test><button id="outside">x</button>';
  const root = (document.querySelector('shop-newsletter-test') as HTMLElement).attachShadow({ mode: 'open' });
  root.innerHTML = '<form data-shop-prerendered><input type="email"></form>';
  return { root, field: root.querySelector('input') as HTMLInputElement };
}

/** A key as the browser sends it to a field: keydown, then input. */
function press(field: HTMLInputElement) {
  field.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, composed: true }));
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

describe('the take-over waits for a pause in typing', () => {
  let opened: boolean;
  const watch = (promise: Promise<void>) => {
    opened = false;
    void promise.then(() => {
      opened = true;
    });
  };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens at once when the shopper is not in the form', async () => {
    const { root } = prerenderedForm();
    watch(afterTypingPause(root, new AbortController().signal, timing));
    await vi.advanceTimersByTimeAsync(0);
    expect(opened).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits while keys come in, and opens a pause after the last one', async () => {
    const { root, field } = prerenderedForm();
    field.focus();
    watch(afterTypingPause(root, new AbortController().signal, timing));
    for (let key = 0; key < 8; key++) {
      await vi.advanceTimersByTimeAsync(120);
      press(field);
    }
    await vi.advanceTimersByTimeAsync(299);
    expect(opened).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(opened).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not wait longer than its limit for a shopper who keeps typing', async () => {
    const { root, field } = prerenderedForm();
    field.focus();
    watch(afterTypingPause(root, new AbortController().signal, timing));
    for (let elapsed = 0; elapsed < 1980; elapsed += 60) {
      await vi.advanceTimersByTimeAsync(60);
      press(field);
    }
    expect(opened).toBe(false);
    await vi.advanceTimersByTimeAsync(60);
    expect(opened).toBe(true);
  });

  it('waits for the end of an IME composition, past the typing limit', async () => {
    const { root, field } = prerenderedForm();
    field.focus();
    watch(afterTypingPause(root, new AbortController().signal, timing));
    field.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, composed: true }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(opened).toBe(false);
    field.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, composed: true }));
    await vi.advanceTimersByTimeAsync(300);
    expect(opened).toBe(true);
  });

  it('does not wait for a composition left open longer than its own limit', async () => {
    const { root, field } = prerenderedForm();
    field.focus();
    watch(afterTypingPause(root, new AbortController().signal, timing));
    field.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, composed: true }));
    await vi.advanceTimersByTimeAsync(9999);
    expect(opened).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(opened).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('opens at once when the shopper tabs to the next field or presses Enter', async () => {
    for (const key of ['Tab', 'Enter']) {
      const { root, field } = prerenderedForm();
      field.focus();
      watch(afterTypingPause(root, new AbortController().signal, timing));
      press(field);
      await vi.advanceTimersByTimeAsync(100);
      expect(opened).toBe(false);
      field.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
      await vi.advanceTimersByTimeAsync(0);
      expect(opened, key).toBe(true);
      expect(vi.getTimerCount()).toBe(0);
    }
  });

  it('opens once the shopper has left the form', async () => {
    const { root, field } = prerenderedForm();
    field.focus();
    watch(afterTypingPause(root, new AbortController().signal, timing));
    press(field);
    (document.getElementById('outside') as HTMLButtonElement).focus();
    await vi.advanceTimersByTimeAsync(300);
    expect(opened).toBe(true);
  });

  it('leaves no timer and no listener once its element is removed', async () => {
    const { root, field } = prerenderedForm();
    field.focus();
    const removal = new AbortController();
    const listening = vi.spyOn(root, 'removeEventListener');
    watch(afterTypingPause(root, removal.signal, timing));
    press(field);
    removal.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(listening).toHaveBeenCalledTimes(4);
  });
});
