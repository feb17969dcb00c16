import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectPlatform } from '../browser/platform.ts';
import { usePlatform } from './usePlatform.ts';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

function Probe() {
  return <output>{usePlatform()}</output>;
}

describe('detectPlatform / usePlatform', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-platform');
    setWidth(1024);
  });

  it('reads data-platform on <html> first, then the width', () => {
    setWidth(500);
    expect(detectPlatform()).toBe('SMARTPHONE');
    document.documentElement.setAttribute('data-platform', 'CLASSIC');
    expect(detectPlatform()).toBe('CLASSIC');
  });

  it('re-renders with the new platform when the window is resized across a breakpoint', () => {
    setWidth(1280);
    render(<Probe />);
    expect(screen.getByRole('status').textContent).toBe('CLASSIC');
    act(() => {
      setWidth(1279);
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByRole('status').textContent).toBe('TABLET');
    act(() => {
      setWidth(767);
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByRole('status').textContent).toBe('SMARTPHONE');
  });

  it('removes its resize listener on unmount', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = render(<Probe />);
    const added = add.mock.calls.filter(([type]) => type === 'resize');
    expect(added).toHaveLength(1);
    unmount();
    expect(remove.mock.calls.filter(([type]) => type === 'resize').map(([, fn]) => fn)).toContain(added[0]?.[1]);
    add.mockRestore();
    remove.mockRestore();
  });
});
