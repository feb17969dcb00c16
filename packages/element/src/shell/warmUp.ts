/**
 * React DOM compiles its reconciler's functions when they first run, so the first render on a
 * page costs a slow phone 70-90 ms whatever its size (4x CPU: a one-line `<shop-notification>`,
 * a React element until issue 41, took 77-93 ms to mount). An element without prerendered markup renders
 * synchronously (defineElement), so that cost would be one long task. A small tree rendered first
 * as a transition, off the page, lets React do that work in slices of a few milliseconds with
 * input and paint between; the element's own render then runs compiled code.
 */
import {
  createContext,
  createElement,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { createRoot } from 'react-dom/client';
import { pageState } from './pageState.ts';

// Once per page and React DOM: every bundle of ours on the page that shares a runtime shares it.
pageState.shared.reactWarmUps ??= new WeakMap();
const warmUps = pageState.shared.reactWarmUps;

const Sample = createContext('');

/** What an element's render touches: context, state, memo, effects, host elements, attributes, text. */
function Rehearsal({ done }: { done: () => void }) {
  const text = useContext(Sample);
  const [count] = useState(1);
  const label = useMemo(() => `${text} ${count}`, [text, count]);
  useLayoutEffect(() => {}, []);
  useEffect(() => done(), [done]);
  return createElement(
    'div',
    { className: 'shop-root', lang: 'en' },
    createElement('p', { id: 'rehearsal' }, label),
    createElement(
      'button',
      { type: 'button', 'aria-label': label, onClick: () => {} },
      createElement('span', null, text),
    ),
  );
}

/** True once React DOM has had its first run on this page (warmUpReact resolved). */
export function reactWarmedUp(): boolean {
  return warmUps.get(createRoot)?.done === true;
}

/** Resolves once React has rendered (as a transition), committed and removed a small tree off the page. */
export function warmUpReact(): Promise<void> {
  let warmUp = warmUps.get(createRoot);
  if (!warmUp) {
    const started = { done: false, promise: Promise.resolve() };
    started.promise = new Promise<void>((resolve) => {
      const root = createRoot(document.createElement('div'));
      const done = () => {
        // Unmounted after this commit's task, not inside it.
        setTimeout(() => {
          root.unmount();
          started.done = true;
          resolve();
        }, 0);
      };
      startTransition(() =>
        root.render(createElement(Sample, { value: 'rehearsal' }, createElement(Rehearsal, { done }))),
      );
    });
    warmUp = started;
    warmUps.set(createRoot, warmUp);
  }
  return warmUp.promise;
}
