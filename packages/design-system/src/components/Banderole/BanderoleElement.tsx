import { useIconByName } from '../Icon/IconElement.tsx';
import { Banderole, type BanderoleVariant } from './Banderole.tsx';

interface BanderoleElementProps {
  variant: BanderoleVariant;
  text: string;
  icon: string;
}

/** <shop-banderole variant="loyalty-card" icon="loyalty-card" text="...">; light-DOM content also shows. */
export function BanderoleElement({ variant, text, icon }: BanderoleElementProps) {
  const iconDefinition = useIconByName(icon);
  return (
    <Banderole
      variant={variant === 'loyalty-card' ? 'loyalty-card' : 'default'}
      text={text || undefined}
      icon={iconDefinition ?? undefined}
    >
      <slot />
    </Banderole>
  );
}

export { banderoleElementProps } from '../../element.api.ts';
