import iconCss from './Icon.css?inline';
import type { IconSize } from './Icon.tsx';
import iconElementCss from './IconElement.css?inline';
import { iconNode } from './iconNodes.ts';
import { iconByName, loadIconOnce } from './loadedIcons.ts';

const sizes: readonly number[] = [12, 16, 24];

/** What an element that shows the named icon waits for: its module, unless loaded (or no name). */
export function iconNeeded(name: unknown): Promise<unknown> | null {
  return typeof name === 'string' && name && iconByName(name) === undefined ? loadIconOnce(name) : null;
}

/** The loaded icon of that name; an unknown name gives nothing and a warning naming the element. */
export function loadedIcon(name: unknown, element: HTMLElement) {
  if (typeof name !== 'string' || !name) return null;
  const icon = iconByName(name) ?? null;
  if (!icon) console.warn(`<${element.localName}> unknown icon "${name}"`);
  return icon;
}

/** <shop-icon name="coffee" size="24" label="Kaffee">: one icon, its module loaded on demand. */
export const iconElement = {
  tag: 'shop-icon',
  css: [iconCss, iconElementCss],
  needs: (props: Record<string, unknown>) => iconNeeded(props.name),
  render: (props: Record<string, unknown>, document: Document, element: HTMLElement) => {
    const icon = loadedIcon(props.name, element);
    if (!icon) return null;
    const size = (sizes.includes(props.size as number) ? props.size : 16) as IconSize;
    return iconNode(document, icon, { size, scale: props.scale === true, label: (props.label as string) || undefined });
  },
} as const;

export { iconElementProps } from '../../element.api.ts';
