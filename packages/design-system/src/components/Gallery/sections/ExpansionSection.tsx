import { useState } from 'react';
import { Button } from '../../Button/Button.tsx';
import { ExpansionFlex } from '../../ExpansionFlex/ExpansionFlex.tsx';
import { ExpansionItem } from '../../ExpansionItem/ExpansionItem.tsx';
import type { GalleryEmit } from '../Gallery.tsx';

const paragraph =
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.';

function LongText() {
  return (
    <div className="gallery__long-text" lang="la">
      <p>{paragraph}</p>
      <p>{paragraph}</p>
      <p>{paragraph}</p>
    </div>
  );
}

export function ExpansionSection({ emit }: { emit: GalleryEmit }) {
  const [flexDisabled, setFlexDisabled] = useState(false);
  return (
    <section className="gallery__section" aria-labelledby="gallery-expansion">
      <h2 id="gallery-expansion" lang="en">
        Expansion item and expansion flex
      </h2>
      <div className="gallery__grid">
        <div data-testid="expansion-long">
          <h3 lang="en">Taller than 96 px (toggle)</h3>
          <ExpansionItem onExpandedChange={(expanded) => emit('shop-toggle', { expanded })}>
            <LongText />
          </ExpansionItem>
        </div>
        <div data-testid="expansion-short">
          <h3 lang="en">Fits (no toggle)</h3>
          <ExpansionItem>
            <p lang="la">Lorem ipsum dolor sit amet.</p>
          </ExpansionItem>
        </div>
        <div>
          <h3 lang="en">Collapsed height 60, expanded, custom texts</h3>
          <ExpansionItem
            collapsedHeight={60}
            defaultExpanded
            expandLabel="+ expandLabel"
            collapseLabel="− collapseLabel"
          >
            <LongText />
          </ExpansionItem>
        </div>
        <div>
          <h3 lang="en">Disabled</h3>
          <ExpansionItem disabled>
            <LongText />
          </ExpansionItem>
        </div>
      </div>
      <div data-testid="expansion-flex">
        <ExpansionFlex id="gallery-flex-service" label="expansion flex" headingLevel={3}>
          <p lang="la">{paragraph}</p>
        </ExpansionFlex>
        <ExpansionFlex id="gallery-flex-expanded" label="expansion flex (expanded)" expanded headingLevel={3}>
          <p lang="la">{paragraph}</p>
        </ExpansionFlex>
        <ExpansionFlex
          id="gallery-flex-disabled"
          label="expansion flex (disabled switch)"
          disabled={flexDisabled}
          headingLevel={3}
        >
          <p lang="la">{paragraph}</p>
        </ExpansionFlex>
      </div>
      <div className="gallery__row">
        <Button variant="secondary-outline" onClick={() => setFlexDisabled((disabled) => !disabled)}>
          disabled = {String(flexDisabled)}
        </Button>
      </div>
    </section>
  );
}
