import { useShopElement, useStyles } from '@shop/element';
import { useCallback, useId, useState } from 'react';
import css from './Gallery.css?inline';
import { ButtonsSection } from './sections/ButtonsSection.tsx';
import { ChoicesSection } from './sections/ChoicesSection.tsx';
import { ElementsSection } from './sections/ElementsSection.tsx';
import { ExpansionSection } from './sections/ExpansionSection.tsx';
import { FormatsSection } from './sections/FormatsSection.tsx';
import { IconsSection } from './sections/IconsSection.tsx';
import { InputsSection } from './sections/InputsSection.tsx';
import { MessagesSection } from './sections/MessagesSection.tsx';

/** What a gallery widget reports (shown in the event log and emitted from <shop-gallery>). */
export type GalleryEmit = (name: `shop-${string}`, detail?: Record<string, unknown>) => void;

/**
 * <shop-gallery>: every widget of the design system in every variant and state, in the page's
 * locale. Section headings are English (the gallery is a QA page); the widgets speak the locale.
 */
export function Gallery() {
  useStyles(css);
  const { emit } = useShopElement();
  const [lastEvent, setLastEvent] = useState('');
  // The log's <output> is a form control: it is named by the words before it.
  const logLabel = useId();
  const report = useCallback<GalleryEmit>(
    (name, detail) => {
      setLastEvent(`${name} ${detail ? JSON.stringify(detail) : ''}`.trim());
      emit(name, detail);
    },
    [emit],
  );
  return (
    <div className="gallery">
      <p className="gallery__log" role="status" aria-live="polite" lang="en" data-testid="event-log">
        <span id={logLabel}>Last event:</span> <output aria-labelledby={logLabel}>{lastEvent || 'none'}</output>
      </p>
      <MessagesSection emit={report} />
      <ButtonsSection emit={report} />
      <IconsSection />
      <InputsSection emit={report} />
      <ChoicesSection emit={report} />
      <ExpansionSection emit={report} />
      <FormatsSection />
      <ElementsSection />
    </div>
  );
}
