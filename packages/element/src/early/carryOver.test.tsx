import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { carryOver } from './carryOver.ts';

/**
 * The carry-over against a live React form: what a shopper did in the prerendered copy (the same
 * markup, without React) must reach the live form's state as if typed there.
 */
interface Seen {
  focused: string[];
  left: string[];
  submitted: Record<string, unknown>[];
  toggles: number;
}

function SignUp({ seen, remembered = '' }: { seen: Seen; remembered?: string }) {
  const [email, setEmail] = useState(remembered);
  const [name, setName] = useState('');
  const [consent, setConsent] = useState(false);
  const [country, setCountry] = useState('DE');
  const [open, setOpen] = useState(false);
  return (
    <div className="shop-root">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          seen.submitted.push({ email, name, consent, country });
        }}
      >
        <input
          name="email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onFocus={() => seen.focused.push('email')}
          onBlur={() => seen.left.push('email')}
        />
        <input
          name="name"
          type="text"
          value={name}
          onChange={(event) => setName(event.target.value)}
          onFocus={() => seen.focused.push('name')}
          onBlur={() => seen.left.push('name')}
        />
        <input
          name="consent"
          type="checkbox"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
        />
        <select name="country" value={country} onChange={(event) => setCountry(event.target.value)}>
          <option value="DE">DE</option>
          <option value="AT">AT</option>
        </select>
        <button
          type="button"
          aria-expanded={open}
          onClick={() => {
            seen.toggles += 1;
            setOpen(!open);
          }}
        >
          More
        </button>
        <button type="submit">Send</button>
      </form>
    </div>
  );
}

const newSeen = (): Seen => ({ focused: [], left: [], submitted: [], toggles: 0 });

/** The prerendered copy (static markup of the first render) and the live form, side by side as in a shadow root. */
function setUp(remembered?: string) {
  const seen = newSeen();
  const holder = document.createElement('div');
  document.body.append(holder);
  holder.innerHTML = renderToStaticMarkup(<SignUp seen={newSeen()} />);
  const prerendered = [...holder.childNodes];
  const { container, unmount } = render(<SignUp seen={seen} remembered={remembered} />);
  const live = container.querySelector('.shop-root') as HTMLElement;
  const field = (root: ParentNode, name: string) => root.querySelector(`[name="${name}"]`) as HTMLInputElement;
  return { seen, holder, prerendered, live, field, unmount };
}

/** Counts reads of the window's scroll position from now until the test ends. */
function countScrollReads(): () => number {
  let count = 0;
  for (const axis of ['scrollX', 'scrollY'] as const) {
    const own = Object.getOwnPropertyDescriptor(window, axis);
    const value = window[axis];
    Object.defineProperty(window, axis, {
      configurable: true,
      get: () => {
        count += 1;
        return value;
      },
    });
    restore.push(() => (own ? Object.defineProperty(window, axis, own) : Reflect.deleteProperty(window, axis)));
  }
  return () => count;
}

const restore: (() => void)[] = [];

afterEach(() => {
  document.body.innerHTML = '';
  for (const undo of restore.splice(0)) undo();
});

describe('carryOver: what a shopper did before the code arrived, in the live form', () => {
  it('moves typed values, a tick and a choice into the form state', () => {
    const { holder, prerendered, live, field } = setUp();
    field(holder, 'email').value = 'early@example.com';
    field(holder, 'name').value = 'Zoë';
    field(holder, 'consent').checked = true;
    (holder.querySelector('select') as HTMLSelectElement).value = 'AT';
    act(() => carryOver(prerendered, live));
    expect(field(live, 'email').value).toBe('early@example.com');
    expect(field(live, 'name').value).toBe('Zoë');
    expect(field(live, 'consent').checked).toBe(true);
    expect((live.querySelector('select') as HTMLSelectElement).value).toBe('AT');
  });

  it('leaves alone what the shopper did not touch, so the live form keeps its own prefill', () => {
    const { prerendered, live, field } = setUp('remembered@example.com');
    act(() => carryOver(prerendered, live));
    expect(field(live, 'email').value).toBe('remembered@example.com');
  });

  it('reads nothing of the page layout when the shopper touched nothing (a scroll read lays the page out)', () => {
    const reads = countScrollReads();
    const { prerendered, live, field } = setUp();
    act(() => carryOver(prerendered, live));
    expect(reads()).toBe(0);
    const again = setUp();
    field(again.holder, 'name').value = 'Zoë';
    act(() => carryOver(again.prerendered, again.live));
    expect(reads()).toBeGreaterThan(0);
    expect(field(again.live, 'name').value).toBe('Zoë');
  });

  it('focuses the live field the shopper is in, with the caret where it was', () => {
    const { seen, holder, prerendered, live, field } = setUp();
    const typing = field(holder, 'name');
    typing.value = 'Marcel';
    typing.focus();
    typing.setSelectionRange(2, 2);
    act(() => carryOver(prerendered, live));
    expect(document.activeElement).toBe(field(live, 'name'));
    expect(field(live, 'name').selectionStart).toBe(2);
    expect(seen.focused).toEqual(['name']);
    expect(seen.left).toEqual([]);
  });

  it('releases the prerendered markup after the focus moved, then puts the scroll position back', () => {
    const { holder, prerendered, live, field } = setUp();
    const typing = field(holder, 'name');
    typing.value = 'Marcel';
    typing.focus();
    window.scrollTo(0, 300);
    const seenAtRelease: (Element | null)[] = [];
    // The browser anchors scrolling on the focused field: removing what is above it scrolls.
    const release = () => {
      seenAtRelease.push(document.activeElement);
      window.scrollTo(0, 700);
    };
    act(() => carryOver(prerendered, live, release));
    expect(seenAtRelease).toEqual([field(live, 'name')]);
    expect(window.scrollY).toBe(300);
  });

  it('releases the prerendered markup of an untouched form once, reading no scroll position', () => {
    const { prerendered, live } = setUp();
    let released = 0;
    act(() => carryOver(prerendered, live, () => released++));
    expect(released).toBe(1);
  });

  it('gives a field the shopper left a focus and a blur as React sees them, without moving the focus', () => {
    const { seen, holder, prerendered, live, field } = setUp();
    field(holder, 'email').value = 'not-an-address';
    field(holder, 'email').setAttribute('data-shop-visited', '');
    const outside = document.createElement('input');
    document.body.append(outside);
    outside.focus();
    act(() => carryOver(prerendered, live));
    expect(seen.focused).toEqual(['email']);
    expect(seen.left).toEqual(['email']);
    expect(document.activeElement).toBe(outside);
  });

  it('replays a button pressed an odd number of times once, an even number not at all', () => {
    const odd = setUp();
    (odd.holder.querySelector('button[type="button"]') as HTMLElement).setAttribute('data-shop-clicks', '3');
    act(() => carryOver(odd.prerendered, odd.live));
    expect(odd.seen.toggles).toBe(1);
    odd.unmount();
    const even = setUp();
    (even.holder.querySelector('button[type="button"]') as HTMLElement).setAttribute('data-shop-clicks', '2');
    act(() => carryOver(even.prerendered, even.live));
    expect(even.seen.toggles).toBe(0);
  });

  it('submits a form submitted before the take-over once, with the carried values', async () => {
    const { seen, holder, prerendered, live, field } = setUp();
    field(holder, 'email').value = 'early@example.com';
    (holder.querySelector('form') as HTMLFormElement).setAttribute('data-shop-submit', '');
    act(() => carryOver(prerendered, live));
    expect(seen.submitted).toEqual([]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(seen.submitted).toEqual([{ email: 'early@example.com', name: '', consent: false, country: 'DE' }]);
  });

  it('pairs nothing whose kind or name differ (markup that is not the same render)', () => {
    const { holder, prerendered, live, field } = setUp();
    field(holder, 'email').setAttribute('name', 'other');
    field(holder, 'other').value = 'x@example.com';
    act(() => carryOver(prerendered, live));
    expect(field(live, 'email').value).toBe('');
  });
});

/** The live groups: buttons with aria-expanded, as ExpansionFlex renders them. */
function Groups({ names, opened = [] }: { names: string[]; opened?: string[] }) {
  const [open, setOpen] = useState<string[]>(opened);
  return (
    <div className="shop-root">
      {names.map((name) => (
        <div key={name}>
          <button
            type="button"
            aria-expanded={open.includes(name)}
            onClick={() => setOpen(open.includes(name) ? open.filter((item) => item !== name) : [...open, name])}
          >
            {name}
          </button>
          <p hidden={!open.includes(name)}>{name} links</p>
        </div>
      ))}
    </div>
  );
}

describe('carryOver: groups a shopper opened natively before the code arrived (details/summary)', () => {
  /** The prerendered copy as the footer's prerender draws its groups on a phone. */
  function prerender(names: string[]) {
    const holder = document.createElement('div');
    document.body.append(holder);
    holder.innerHTML = names
      .map(
        (name) =>
          `<section><details data-shop-toggle=""><summary>${name}</summary></details><p>${name} links</p></section>`,
      )
      .join('');
    const disclosures = [...holder.querySelectorAll('details')];
    return { holder, nodes: [...holder.childNodes], disclosures };
  }

  const names = ['Service', 'Payment', 'About'];
  const expanded = (root: ParentNode) =>
    [...root.querySelectorAll('button')].map((button) => button.getAttribute('aria-expanded'));

  it('opens, in the same task, the live groups whose disclosure is open; the others stay closed', () => {
    const { nodes, disclosures } = prerender(names);
    (disclosures[1] as HTMLDetailsElement).open = true;
    const { container } = render(<Groups names={names} />);
    act(() => carryOver(nodes, container.querySelector('.shop-root') as HTMLElement));
    expect(expanded(container)).toEqual(['false', 'true', 'false']);
    expect((container.querySelectorAll('p')[1] as HTMLElement).hidden).toBe(false);
  });

  it('opens nothing when every disclosure is closed, and never closes a live group that is open', () => {
    const closed = prerender(names);
    const first = render(<Groups names={names} opened={['About']} />);
    act(() => carryOver(closed.nodes, first.container.querySelector('.shop-root') as HTMLElement));
    expect(expanded(first.container)).toEqual(['false', 'false', 'true']);
    first.unmount();
    const open = prerender(names);
    (open.disclosures[2] as HTMLDetailsElement).open = true;
    const second = render(<Groups names={names} opened={['About']} />);
    act(() => carryOver(open.nodes, second.container.querySelector('.shop-root') as HTMLElement));
    expect(expanded(second.container)).toEqual(['false', 'false', 'true']);
  });

  it('waits for a live widget that adds its groups over a few frames', async () => {
    const { nodes, disclosures } = prerender(names);
    (disclosures[0] as HTMLDetailsElement).open = true;
    const { container, rerender } = render(<Groups names={names.slice(0, 1)} />);
    const live = container.querySelector('.shop-root') as HTMLElement;
    act(() => carryOver(nodes, live));
    expect(expanded(container)).toEqual(['false']);
    rerender(<Groups names={names} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(expanded(container)).toEqual(['true', 'false', 'false']);
  });

  it('gives the focus of a summary to its live group', () => {
    const { holder, nodes } = prerender(names);
    (holder.querySelectorAll('summary')[2] as HTMLElement).focus();
    const { container } = render(<Groups names={names} />);
    act(() => carryOver(nodes, container.querySelector('.shop-root') as HTMLElement));
    expect(document.activeElement).toBe(container.querySelectorAll('button')[2]);
    expect(expanded(container)).toEqual(['false', 'false', 'false']);
  });

  it('opens the live group when a press begun on its summary before the take-over is released on it', async () => {
    const { holder, nodes } = prerender(names);
    (holder.querySelectorAll('summary')[1] as HTMLElement).setAttribute('data-shop-pressed', '');
    const { container } = render(<Groups names={names} />);
    act(() => carryOver(nodes, container.querySelector('.shop-root') as HTMLElement));
    expect(expanded(container)).toEqual(['false', 'false', 'false']);
    const live = container.querySelectorAll('button')[1] as HTMLElement;
    live.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, composed: true }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(expanded(container)).toEqual(['false', 'true', 'false']);
  });
});
