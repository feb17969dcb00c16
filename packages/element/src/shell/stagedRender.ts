// React hooks that spread a component's work over later tasks; kept apart from schedule.ts so
// that the static elements, which use its tasks, load no React.
import { type RefObject, startTransition, useEffect, useState } from 'react';
import { yieldToMain } from './schedule.ts';

/**
 * How many of `total` parts of a component to render: `initial` in the first render, then one
 * more after each commit, each in a later task (`yieldToMain`) and as a React transition (React
 * renders a transition in slices of a few milliseconds and lets input go first). Render the
 * parts in document order, later parts after earlier ones, so that a part arriving never moves
 * one already shown. Rendering on the server (no effects run) gives `initial` only: pass `total`
 * there. A change of `total` continues from the parts already shown.
 */
export function useStagedRender(total: number, initial = 1): number {
  const [stage, setStage] = useState(() => Math.min(initial, total));
  useEffect(() => {
    if (stage >= total) return;
    let current = true;
    yieldToMain().then(() => {
      if (current) startTransition(() => setStage((shown) => Math.min(total, shown + 1)));
    });
    return () => {
      current = false;
    };
  }, [stage, total]);
  return Math.min(stage, total);
}

/**
 * True once the element of `ref` has come within `rootMargin` of the viewport (and from then
 * on): work for a part of the page far below the fold can wait until the shopper scrolls
 * towards it. A generous margin (the default, 1.5 screen heights) has it ready before it is
 * seen. True at once where there is no IntersectionObserver. The element must keep its final
 * size meanwhile, or the page moves when it fills in.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin = '150% 0px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, rootMargin]);
  return near;
}
