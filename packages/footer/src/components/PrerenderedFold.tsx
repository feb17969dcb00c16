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
        <span className="fold__label">{label}</span>
        <Icon icon={iconChevronDown} size={16} className="fold__chevron" />
      </summary>
    </details>
  );
}
