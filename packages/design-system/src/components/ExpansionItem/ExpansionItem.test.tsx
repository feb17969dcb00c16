import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTexts } from '../testing/renderWithTexts.tsx';
import { ExpansionItem } from './ExpansionItem.tsx';

// happy-dom does not lay out: the content height and the observer are simulated. A browser
// reports an observed element's first size in the rendering step after its commit, before paint:
// `render` below does the same.
let contentHeight = 0;
const observers: Array<{ callback: () => void; disconnected: boolean }> = [];
class FakeResizeObserver {
  entry: { callback: () => void; disconnected: boolean };
  constructor(callback: () => void) {
    this.entry = { callback, disconnected: false };
    observers.push(this.entry);
  }
  observe() {}
  disconnect() {
    this.entry.disconnected = true;
  }
}

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(() => contentHeight);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const deliverSizes = () => {
  for (const observer of observers) if (!observer.disconnected) observer.callback();
};
const resize = (height: number) =>
  act(() => {
    contentHeight = height;
    deliverSizes();
  });
const render = (...args: Parameters<typeof renderWithTexts>) => {
  const rendered = renderWithTexts(...args);
  act(deliverSizes);
  return rendered;
};

describe('ExpansionItem', () => {
  it('shows no toggle while the content fits the collapsed height', () => {
    contentHeight = 80;
    render(<ExpansionItem>Kurzer Text</ExpansionItem>);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('taller content is cut to 96 px with a "Mehr anzeigen" toggle that expands and collapses it', async () => {
    const user = userEvent.setup();
    contentHeight = 300;
    const { container } = render(<ExpansionItem>Langer Text</ExpansionItem>);
    const toggle = screen.getByRole('button', { name: 'Mehr anzeigen' });
    const region = container.querySelector(`#${CSS.escape(toggle.getAttribute('aria-controls') ?? '')}`) as HTMLElement;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(region.style.maxHeight).toBe('96px');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Weniger anzeigen');
    expect(region.style.maxHeight).toBe('');
    await user.click(toggle);
    expect(region.style.maxHeight).toBe('96px');
  });

  it('reads the height after the browser has laid the content out, not in the commit, and applies it before paint', () => {
    contentHeight = 80;
    const heightRead = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(() => contentHeight);
    renderWithTexts(<ExpansionItem>Kurzer Text</ExpansionItem>);
    // Reading it in the commit would lay the page out in the middle of a take-over's task.
    expect(heightRead).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toBeTruthy();
    // The observer's callback commits at once (outside act, as in a browser): the frame painted
    // after it already has no toggle.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    try {
      deliverSizes();
    } finally {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
    expect(heightRead).toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('re-measures when the size changes: the toggle appears and disappears', () => {
    contentHeight = 50;
    render(<ExpansionItem collapsedHeight={60}>Text</ExpansionItem>);
    expect(screen.queryByRole('button')).toBeNull();
    resize(120);
    expect(screen.getByRole('button', { name: 'Mehr anzeigen' })).toBeTruthy();
    resize(40);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('uses custom texts, starts expanded when asked, and a disabled toggle keeps its state', async () => {
    const user = userEvent.setup();
    contentHeight = 300;
    const onExpandedChange = vi.fn();
    render(
      <ExpansionItem
        defaultExpanded
        expandLabel="Alles lesen"
        collapseLabel="Zuklappen"
        disabled
        onExpandedChange={onExpandedChange}
      >
        Text
      </ExpansionItem>,
    );
    const toggle = screen.getByRole('button', { name: 'Zuklappen' });
    expect(toggle).toHaveProperty('disabled', true);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(onExpandedChange).not.toHaveBeenCalled();
  });

  it('disconnects its observer when removed', () => {
    contentHeight = 300;
    const { unmount } = render(<ExpansionItem>Text</ExpansionItem>);
    unmount();
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it('expands when keyboard focus reaches content in the cut-off part', () => {
    contentHeight = 300;
    render(
      <ExpansionItem>
        <a href="/top">oben</a>
        <a href="/bottom">unten</a>
      </ExpansionItem>,
    );
    const rect = (top: number) => ({ top, bottom: top + 20 }) as DOMRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.getAttribute('href') === '/bottom') return rect(200);
      if (this.getAttribute('href') === '/top') return rect(0);
      return rect(0);
    });
    act(() => screen.getByRole('link', { name: 'oben' }).focus());
    expect(screen.getByRole('button').getAttribute('aria-expanded')).toBe('false');
    act(() => screen.getByRole('link', { name: 'unten' }).focus());
    expect(screen.getByRole('button').getAttribute('aria-expanded')).toBe('true');
  });

  it('translates the toggle', () => {
    contentHeight = 300;
    render(<ExpansionItem>Texte</ExpansionItem>, 'fr-CH');
    expect(screen.getByRole('button', { name: 'Afficher plus' })).toBeTruthy();
  });
});
