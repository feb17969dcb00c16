import { iconArrowLeft } from '../../../icons/arrowLeft.ts';
import { iconArrowRight } from '../../../icons/arrowRight.ts';
import { iconBag } from '../../../icons/bag.ts';
import { Button, type ButtonVariant } from '../../Button/Button.tsx';
import { TextLink, type TextLinkSize, type TextLinkVariant } from '../../TextLink/TextLink.tsx';
import type { GalleryEmit } from '../Gallery.tsx';

const buttonVariants: ButtonVariant[] = [
  'primary-fill',
  'primary-outline',
  'secondary-fill',
  'secondary-outline',
  'loyalty-fill',
];
const linkVariants: TextLinkVariant[] = ['primary', 'secondary'];
const linkSizes: TextLinkSize[] = ['small', 'medium', 'large'];

export function ButtonsSection({ emit }: { emit: GalleryEmit }) {
  return (
    <section className="gallery__section" aria-labelledby="gallery-buttons">
      <h2 id="gallery-buttons" lang="en">
        Button and text link
      </h2>
      <h3 lang="en">Button variants, enabled and disabled</h3>
      {buttonVariants.map((variant) => (
        <div className="gallery__row" key={variant}>
          <Button variant={variant} onClick={() => emit('shop-click', { variant })}>
            {variant}
          </Button>
          <Button variant={variant} disabled>
            {variant} (disabled)
          </Button>
        </div>
      ))}
      <h3 lang="en">Icons, link form, width</h3>
      <div className="gallery__row">
        <Button iconBefore={iconBag}>iconBefore</Button>
        <Button iconAfter={iconArrowRight} variant="primary-outline">
          iconAfter
        </Button>
        <Button tag="a" href="/gallery#gallery-buttons" variant="secondary-outline" iconBefore={iconArrowLeft}>
          tag a
        </Button>
        <Button tag="a" href="/gallery" disabled>
          tag a (disabled)
        </Button>
      </div>
      <Button width="full">width full</Button>
      <Button width="full-mobile" variant="primary-outline">
        width full-mobile
      </Button>
      <h3 lang="en">Text link variants, sizes and icons</h3>
      {linkVariants.map((variant) => (
        <div className="gallery__row" key={variant}>
          {linkSizes.map((size) => (
            <TextLink key={size} href="/gallery" variant={variant} size={size}>
              {variant} {size}
            </TextLink>
          ))}
        </div>
      ))}
      <div className="gallery__row gallery__inverted">
        {linkSizes.map((size) => (
          <TextLink key={size} href="/gallery" variant="inverted" size={size}>
            inverted {size}
          </TextLink>
        ))}
      </div>
      <div className="gallery__row">
        <TextLink href="/gallery" icon={iconArrowLeft} iconPosition="before">
          icon before
        </TextLink>
        <TextLink href="/gallery" icon={iconArrowRight} iconSize={16}>
          icon after, 16
        </TextLink>
        <TextLink href="/gallery" icon={null}>
          no icon
        </TextLink>
        <TextLink onClick={() => emit('shop-click', { textLink: 'button' })}>without href</TextLink>
        <TextLink href="/gallery" disabled>
          disabled
        </TextLink>
      </div>
    </section>
  );
}
