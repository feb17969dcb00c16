import { useEffect, useState } from 'react';
import { loadIcon } from '../../icons/registry.ts';
import type { IconDefinition } from '../../icons/types.ts';
import { Icon, type IconSize } from './Icon.tsx';

interface IconElementProps {
  name: string;
  size: number;
  scale: boolean;
  label: string;
}

const sizes: readonly number[] = [12, 16, 24];

/** The icon by name, loaded lazily; an unknown name renders nothing and warns. */
export function useIconByName(name: string): IconDefinition | null {
  const [icon, setIcon] = useState<IconDefinition | null>(null);
  useEffect(() => {
    let current = true;
    if (!name) {
      setIcon(null);
      return;
    }
    loadIcon(name).then((loaded) => {
      if (!current) return;
      if (!loaded) console.warn(`<shop-icon> unknown icon "${name}"`);
      setIcon(loaded);
    });
    return () => {
      current = false;
    };
  }, [name]);
  return icon;
}

/** <shop-icon name="coffee" size="24" label="Kaffee">: one icon, its module loaded on demand. */
export function IconElement({ name, size, scale, label }: IconElementProps) {
  const icon = useIconByName(name);
  if (!icon) return null;
  const validSize = (sizes.includes(size) ? size : 16) as IconSize;
  return <Icon icon={icon} size={validSize} scale={scale} label={label || undefined} />;
}

export { iconElementProps } from '../../element.api.ts';
