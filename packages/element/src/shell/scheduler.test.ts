import { afterEach, describe, expect, it, vi } from 'vitest';
import { taskBudgetMs } from './schedule.ts';
import { cancelRender, isScheduled, noteTops, type RenderJob, scheduleRender } from './scheduler.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

/** An element placed `top` px down the page, and a job that records when it rendered. */
function job(top: number, log: string[], name: string, work = () => {}): RenderJob {
  const element = document.createElement('div');
  element.getBoundingClientRect = () =>
    ({ top, bottom: top + 20, left: 0, right: 100, width: 100, height: 20 }) as DOMRect;
  document.body.append(element);
  return {
    element,
    render: () => {
      work();
      log.push(name);
    },
  };
}

describe('the shared render queue', () => {
  it('renders the elements in view (or above it) before the script that connected them is over, the rest later', async () => {
    const log: string[] = [];
    const below = job(innerHeight + 500, log, 'below');
    const inView = job(10, log, 'in view');
    const above = job(-400, log, 'above');
    for (const each of [below, inView, above]) scheduleRender(each);
    expect(log).toEqual([]);
    await Promise.resolve();
    expect(log).toEqual(['in view', 'above']);
    expect(isScheduled(below)).toBe(true);
    await vi.waitFor(() => expect(log).toEqual(['in view', 'above', 'below']));
  });

  it('renders the rest in slices that each end after the time limit, in the order they connected', async () => {
    const log: string[] = [];
    const now = vi.spyOn(performance, 'now');
    let clock = 0;
    now.mockImplementation(() => clock);
    // Each yield to the browser starts a new slice; each render takes half a slice's time.
    let slice = 0;
    vi.stubGlobal('scheduler', {
      yield: () => {
        slice += 1;
        return new Promise((resolve) => setTimeout(resolve, 0));
      },
    });
    const jobs = Array.from({ length: 5 }, (_, index) =>
      job(innerHeight + 100 * (index + 1), log, `job ${index}`, () => {
        clock += taskBudgetMs.render / 2;
        log.push(`slice ${slice}`);
      }),
    );
    for (const each of jobs) scheduleRender(each);
    await Promise.resolve();
    expect(log).toEqual([]);
    await vi.waitFor(() => expect(log.filter((entry) => entry.startsWith('job'))).toHaveLength(5));
    expect(log).toEqual([
      ...['slice 1', 'job 0', 'slice 1', 'job 1'],
      ...['slice 2', 'job 2', 'slice 2', 'job 3'],
      ...['slice 3', 'job 4'],
    ]);
  });

  it('drops an element that left the page or was cancelled before its turn', async () => {
    const log: string[] = [];
    const gone = job(innerHeight + 100, log, 'gone');
    const cancelled = job(innerHeight + 200, log, 'cancelled');
    const kept = job(innerHeight + 300, log, 'kept');
    for (const each of [gone, cancelled, kept]) scheduleRender(each);
    gone.element.remove();
    cancelRender(cancelled);
    await vi.waitFor(() => expect(log).toEqual(['kept']));
    expect(isScheduled(gone)).toBe(false);
  });

  it('keeps rendering the others when one element fails', async () => {
    const log: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = job(0, log, 'failing', () => {
      throw new Error('broken');
    });
    const next = job(0, log, 'next');
    scheduleRender(failing);
    scheduleRender(next);
    await Promise.resolve();
    expect(log).toEqual(['next']);
    expect(error).toHaveBeenCalledOnce();
  });

  it('takes the positions noted before a change of the page instead of asking for a fresh layout', async () => {
    const log: string[] = [];
    const inView = job(10, log, 'in view');
    const below = job(innerHeight + 100, log, 'below');
    noteTops([inView.element, below.element]);
    // The registration moves nothing that is shown, but its style change would make a box read now cost a layout.
    const read = vi.fn(() => ({ top: 0 }) as DOMRect);
    for (const each of [inView, below]) each.element.getBoundingClientRect = read;
    scheduleRender(inView);
    scheduleRender(below);
    await Promise.resolve();
    expect(log).toEqual(['in view']);
    expect(read).not.toHaveBeenCalled();
  });

  it('reads the box again of an element cancelled and connected again (it may have moved into view)', async () => {
    const log: string[] = [];
    const moved = job(innerHeight + 100, log, 'moved');
    scheduleRender(moved);
    await Promise.resolve();
    expect(log).toEqual([]);
    cancelRender(moved);
    moved.element.getBoundingClientRect = () => ({ top: 10 }) as DOMRect;
    scheduleRender(moved);
    await Promise.resolve();
    expect(log).toEqual(['moved']);
  });

  it('after the shopper scrolled, renders the elements now in view before those queued ahead of them', async () => {
    const log: string[] = [];
    const far = job(innerHeight * 10, log, 'far');
    const near = job(innerHeight + 100, log, 'near');
    scheduleRender(far);
    scheduleRender(near);
    await Promise.resolve();
    expect(log).toEqual([]);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(200);
    window.dispatchEvent(new Event('scroll'));
    await vi.waitFor(() => expect(log).toEqual(['near', 'far']));
  });
});
