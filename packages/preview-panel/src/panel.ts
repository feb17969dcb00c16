// The panel's chunk, imported on demand by the gate once checkauth said SUCCESS.
import { defineElement } from '@shop/design-system';
import { version } from '../package.json';
import { PreviewPanel, previewPanelProps } from './PreviewPanel.tsx';
import { panelTexts } from './texts.ts';

/** The inner element the gate mounts in its shadow root. */
const panelTag = 'shop-preview-panel-ui';

/** Registers the panel element (once) and returns a new, not yet attached, panel. */
export function createPanel(auth: unknown): HTMLElement {
  if (!customElements.get(panelTag)) {
    defineElement({ tag: panelTag, version, component: PreviewPanel, props: previewPanelProps, texts: panelTexts });
  }
  const panel = document.createElement(panelTag);
  panel.setAttribute('auth', JSON.stringify(auth));
  return panel;
}
