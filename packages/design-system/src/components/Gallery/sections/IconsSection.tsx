import type { IconDefinition } from '../../../icons/types.ts';
import { Icon } from '../../Icon/Icon.tsx';

// The gallery is the one place that shows every icon, so it imports them all (its own chunk);
// siteFlags.ts is no icon, but the sites' column of flags.
const modules = import.meta.glob<Record<string, IconDefinition>>(
  [
    '../../../icons/*.ts',
    '!../../../icons/*.test.ts',
    '!../../../icons/types.ts',
    '!../../../icons/registry.ts',
    '!../../../icons/siteFlags.ts',
  ],
  { eager: true },
);
const icons = Object.values(modules)
  .flatMap((exports) => Object.values(exports))
  .sort((a, b) => a.name.localeCompare(b.name));
const coffee = icons.find((icon) => icon.name === 'coffee') as IconDefinition;

export function IconsSection() {
  return (
    <section className="gallery__section" aria-labelledby="gallery-icons">
      <h2 id="gallery-icons" lang="en">
        Icons and flags ({icons.length})
      </h2>
      <ul className="gallery__icons" lang="en">
        {icons.map((icon) => (
          <li key={icon.name}>
            <Icon icon={icon} size={24} />
            {icon.name}
          </li>
        ))}
      </ul>
      <h3 lang="en">Sizes 12, 16 (default), 24 and scale (48 px box, primary colour)</h3>
      <div className="gallery__row">
        <Icon icon={coffee} size={12} label="12" />
        <Icon icon={coffee} label="16" />
        <Icon icon={coffee} size={24} label="24" />
        <span className="gallery__scale-box">
          <Icon icon={coffee} scale label="scale" />
        </span>
      </div>
    </section>
  );
}
