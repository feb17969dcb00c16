import { Icon, iconChevronDown } from '@shop/design-system';
import type { ReactNode } from 'react';

/**
 * A group's heading as the prerender draws it below 1280 px: a native disclosure that opens and
 * closes without any script (tap, Enter, Space), shown like the live `ExpansionFlex` header. The
 * group's body is its next sibling, not its content, so the CLASSIC columns show it where the
 * disclosure is hidden (`build/Prerender.css`). `data-shop-toggle`: at the take-over the live
 * group of a disclosure left open is opened too (design system, `early/carryOver.ts`).
 */
export function PrerenderedFold({ label }: { label: ReactNode }) {
  return (
    <details className="fold" data-shop-toggle="">
      <summary className="fold__summary">
        {/* A heading, as the live group's toggle sits in one (ExpansionFlex, level 3): the
            page's outline is the same before and after the take-over. */}
        <h3 className="fold__heading">
          <span className="fold__label">{label}</span>
        </h3>
        <Icon icon={iconChevronDown} size={16} className="fold__chevron" />
      </summary>
    </details>
  );
}
