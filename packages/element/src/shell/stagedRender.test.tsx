import { act, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport, useStagedRender } from './stagedRender.ts';

afterEach(() => vi.unstubAllGlobals());

function Parts({ total, initial }: { total: number; initial?: number }) {
  const shown = useStagedRender(total, initial);
  return (
    <ol aria-label="parts">
      {Array.from({ length: shown }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts are numbered, never reordered
        <li key={index}>part {index + 1}</li>
      ))}
    </ol>
  );
}

describe('useStagedRender', () => {
  it('renders the first part at once and each further part in a later commit, in order', async () => {
    const commits: number[] = [];
    const observer = new MutationObserver(() => commits.push(screen.queryAllByRole('listitem').length));
    observer.observe(document.body, { childList: true, subtree: true });
    render(<Parts total={4} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(4));
    observer.disconnect();
    // every commit added one part: the page never got all of them in one piece
    expect(commits.filter((count, index) => count !== commits[index - 1])).toEqual([1, 2, 3, 4]);
    expect(screen.getByText('part 4')).toBeTruthy();
  });

  it('renders everything at once when the initial stage is the total (server render)', () => {
    render(<Parts total={3} initial={3} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('stops at the total and follows a smaller total', async () => {
    const { rerender } = render(<Parts total={3} />);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    rerender(<Parts total={2} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});

type Callback = (entries: { isIntersecting: boolean }[]) => void;
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: Callback,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

function Lazy() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return <div ref={ref}>{near ? 'content' : 'waiting'}</div>;
}

describe('useNearViewport', () => {
  it('turns true when the element comes near the viewport, and stops watching', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { unmount } = render(<Lazy />);
    const observer = FakeObserver.last as FakeObserver;
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(observer.options.rootMargin).toBe('150% 0px');
    act(() => observer.callback([{ isIntersecting: false }]));
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => observer.callback([{ isIntersecting: true }]));
    expect(screen.getByText('content')).toBeTruthy();
    expect(observer.disconnected).toBe(true);
    unmount();
  });

  it('stops watching when the element is removed before it came near', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { unmount } = render(<Lazy />);
    unmount();
    expect(FakeObserver.last?.disconnected).toBe(true);
  });

  it('is true at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Lazy />);
    expect(screen.getByText('content')).toBeTruthy();
  });
});
