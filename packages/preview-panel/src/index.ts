// The file a page loads: registers the gate of <shop-preview-panel> (the panel itself is a
// separate chunk, loaded only for staff).
import { defineOnce } from '@shop/design-system';
import { version } from '../package.json';
import { PreviewGate } from './PreviewGate.ts';

defineOnce('shop-preview-panel', PreviewGate, version);
