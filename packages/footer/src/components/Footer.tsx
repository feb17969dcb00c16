import { useShopElement, useStagedRender, useStyles, useTranslation } from '@shop/design-system';
import { readCookie, usePlatform } from '@shop/session';
import type { Country } from '@shop/sites';
import { useState } from 'react';
import { footerLayout } from '../domain/layout.ts';
import { channelCookieName, footerVariant, showsNewsletter } from '../domain/variant.ts';
import { useBuiltInContent } from '../hooks/useBuiltInContent.ts';
import { useFooterContent } from '../hooks/useFooterContent.ts';
import { useNlStatus } from '../hooks/useNlStatus.ts';
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
  /** Set by the build-time prerender only: marks the markup for its narrow-screen CSS and adds the groups' native disclosures. */
  prerendered?: boolean;
}

/** The shop footer: full or reduced, columns on CLASSIC, collapsible groups on smaller screens. */
export function Footer({ country, reduced, hideNewsletter, checkout, prerendered = false }: FooterProps) {
  useStyles(css);
  const { t } = useTranslation();
  const platform = usePlatform();
  const layout = footerLayout(platform);
  const variant = footerVariant(reduced, readCookie(channelCookieName));
  const content = useFooterContent(country, useBuiltInContent(country));
  const nlStatus = useNlStatus(showsNewsletter(variant, hideNewsletter, undefined));
  const newsletter = showsNewsletter(variant, hideNewsletter, nlStatus);
  const collapsible = layout.groups === 'collapsible';
  // The footer renders in parts, each in a later task, so that it never blocks the host page in
  // one piece: the main area's blocks one by one in document order (a block arriving moves none
  // already shown), the bottom area last. A prerendered copy instead stays on screen, alone in
  // the shadow root, until the live footer replaces it whole: rendered in one React transition
  // (sliced into short tasks), committed at once. The build's prerender renders everything.
  const parts = variant === 'full' ? 6 : 1;
  const { host } = useShopElement();
  const [coversPrerendered] = useState(
    () => !prerendered && Boolean(host?.shadowRoot?.querySelector('footer[data-prerendered]')),
  );
  const stages = coversPrerendered ? 2 : parts;
  // The stages start once the country's content is there.
  const stage = useStagedRender(content ? stages : 1, prerendered ? stages : 1);
  const complete = stage === stages;
  const shown = coversPrerendered ? (complete ? parts : 0) : stage;

  // Until the country's content chunk is there, or while the live footer is rendered to replace
  // a prerendered one: nothing (the prerendered footer stays meanwhile).
  if (!content || shown === 0) return null;

  return (
    <footer
      className={`footer footer--${variant}`}
      data-variant={variant}
      data-layout={layout.groups}
      data-prerendered={prerendered ? '' : undefined}
      aria-busy={complete ? undefined : 'true'}
    >
      {newsletter && <NewsletterSlot country={country} />}
      {variant === 'full' && (
        <div className="footer__main">
          <h2 className="footer__headline">{content.headline}</h2>
          {shown > 1 && (
            <TeaserGroups
              groups={content.teaser.groups}
              collapsible={collapsible}
              hideClassicOnlyLinks={layout.hideClassicOnlyLinks}
              checkout={checkout}
              prerendered={prerendered}
            />
          )}
          {shown > 2 && <SeoLinks seo={content.seo} collapsible={collapsible} prerendered={prerendered} />}
          {shown > 3 && (
            <div className="footer__connect">
              <IconLinks heading={t('social')} links={content.socialMedia} />
              <IconLinks heading={t('apps')} links={content.appReferences} />
              {content.qualityLogos && <QualityLogos qualityLogos={content.qualityLogos} />}
            </div>
          )}
          {shown > 4 && (
            <>
              {layout.countrySelector && <CountrySelector country={country} />}
              <p className="footer__view">
                <SafeLink link={content.viewChanger[layout.viewSwitch]} />
              </p>
            </>
          )}
        </div>
      )}
      {shown === parts && <BottomArea legalLinks={content.legalLinks} salesTax={content.salesTax} />}
    </footer>
  );
}
