import { type Country, useStyles, useTranslation } from '@shop/design-system';
import { readCookie, usePlatform } from '@shop/session';
import { useLayoutEffect } from 'react';
import { footerLayout } from '../domain/layout.ts';
import { channelCookieName, footerVariant, showsNewsletter } from '../domain/variant.ts';
import { useBuiltInContent } from '../useBuiltInContent.ts';
import { useFooterContent } from '../useFooterContent.ts';
import { useNlStatus } from '../useNlStatus.ts';
import { BottomArea } from './BottomArea.tsx';
import { CountrySelector } from './CountrySelector.tsx';
import css from './Footer.css?inline';
import { IconLinks } from './IconLinks.tsx';
import { NewsletterSlot } from './NewsletterSlot.tsx';
import { QualityLogos } from './QualityLogos.tsx';
import { SafeLink } from './SafeLink.tsx';
import { SeoLinks } from './SeoLinks.tsx';
import { TeaserGroups } from './TeaserGroups.tsx';

export interface FooterProps {
  country: Country;
  /** Only the bottom area (also set by the channel cookie). */
  reduced: boolean;
  /** The page hides the newsletter block. */
  hideNewsletter: boolean;
  /** A checkout page: groups marked hideGroupInCheckout are left out. */
  checkout: boolean;
  /** Set by the build-time prerender only: marks the markup for its narrow-screen CSS. */
  prerendered?: boolean;
  /** Called in the layout phase of the first render with content (the element's take-over). */
  onContent?: () => void;
}

/** The shop footer: full or reduced, columns on CLASSIC, collapsible groups on smaller screens. */
export function Footer({ country, reduced, hideNewsletter, checkout, prerendered = false, onContent }: FooterProps) {
  useStyles(css);
  const { t } = useTranslation();
  const platform = usePlatform();
  const layout = footerLayout(platform);
  const variant = footerVariant(reduced, readCookie(channelCookieName));
  const content = useFooterContent(country, useBuiltInContent(country));
  const nlStatus = useNlStatus(showsNewsletter(variant, hideNewsletter, undefined));
  const newsletter = showsNewsletter(variant, hideNewsletter, nlStatus);
  const collapsible = layout.groups === 'collapsible';
  const hasContent = content !== undefined;
  useLayoutEffect(() => {
    if (hasContent) onContent?.();
  }, [hasContent, onContent]);

  // Until the country's content chunk is there: nothing (a prerendered footer stays meanwhile).
  if (!content) return null;

  return (
    <footer
      className={`footer footer--${variant}`}
      data-variant={variant}
      data-layout={layout.groups}
      data-prerendered={prerendered ? '' : undefined}
    >
      {newsletter && <NewsletterSlot country={country} />}
      {variant === 'full' && (
        <div className="footer__main">
          <h2 className="footer__headline">{content.headline}</h2>
          <TeaserGroups
            groups={content.teaser.groups}
            collapsible={collapsible}
            hideClassicOnlyLinks={layout.hideClassicOnlyLinks}
            checkout={checkout}
          />
          <SeoLinks seo={content.seo} collapsible={collapsible} />
          <div className="footer__connect">
            <IconLinks heading={t('social')} links={content.socialMedia} />
            <IconLinks heading={t('apps')} links={content.appReferences} />
            {content.qualityLogos && <QualityLogos qualityLogos={content.qualityLogos} />}
          </div>
          {layout.countrySelector && <CountrySelector country={country} />}
          <p className="footer__view">
            <SafeLink link={content.viewChanger[layout.viewSwitch]} />
          </p>
        </div>
      )}
      <BottomArea legalLinks={content.legalLinks} salesTax={content.salesTax} />
    </footer>
  );
}
