import iconCss from '../Icon/Icon.css?inline';
import { iconNeeded, loadedIcon } from '../Icon/IconElement.ts';
import banderoleCss from './Banderole.css?inline';
import { banderoleNode } from './banderoleNodes.ts';

/** <shop-banderole variant="loyalty-card" icon="loyalty-card" text="...">; light-DOM content also shows. */
export const banderoleElement = {
  tag: 'shop-banderole',
  css: [iconCss, banderoleCss],
  needs: (props: Record<string, unknown>) => iconNeeded(props.icon),
  render: (props: Record<string, unknown>, document: Document, element: HTMLElement) =>
    banderoleNode(document, {
      variant: props.variant === 'loyalty-card' ? 'loyalty-card' : 'default',
      text: (props.text as string) || undefined,
      icon: loadedIcon(props.icon, element) ?? undefined,
      slot: true,
    }),
} as const;

export { banderoleElementProps } from '../../element.api.ts';
