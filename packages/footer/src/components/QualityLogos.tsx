import { useStyles } from '@shop/design-system';
import type { QualityLogos as QualityLogosData } from '../domain/types.ts';
import { Logo } from './Logo.tsx';
import css from './QualityLogos.css?inline';
import { SafeLink } from './SafeLink.tsx';

/** Trust seals, each linking to its certificate. */
export function QualityLogos({ qualityLogos }: { qualityLogos: QualityLogosData }) {
  useStyles(css);
  if (!qualityLogos.logos.length) return null;
  return (
    <section className="quality">
      {qualityLogos.heading && <h3 className="quality__heading">{qualityLogos.heading}</h3>}
      <ul className="quality__list">
        {qualityLogos.logos.map(({ link, image }) => (
          <li key={image.source}>
            <SafeLink link={link} className="quality__link">
              <Logo source={image.source} label={image.label} width={image.width} height={image.height} />
            </SafeLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
