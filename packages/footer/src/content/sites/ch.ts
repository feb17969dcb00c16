import type { FooterContent } from '../../domain/types.ts';
import { corporate, iconLink, image, link, teaserLink } from '../helpers.ts';

/** Switzerland, German (de-CH: Swiss spelling, no "ß"). */
export const content: FooterContent = {
  headline: 'Wir sind für Sie da – online, in der Filiale und per App',
  teaser: {
    groups: [
      {
        heading: { iconName: 'community', link: link('/contact', 'Kundendienst') },
        hideGroupInCheckout: false,
        introductoryText:
          'Fragen zu Bestellung, Lieferung oder Kundenkarte? Unser Kundendienst hilft Ihnen gerne weiter.',
        links: [
          teaserLink('/contact', 'Kontakt'),
          teaserLink('/service/hilfe', 'Hilfe & FAQ'),
          teaserLink('/account', 'Mein Konto'),
          teaserLink('/service/storefinder/', 'Filialfinder'),
          teaserLink('mailto:service@shop.ch', 'service@shop.ch'),
          teaserLink(corporate.appStore, 'Shop-App herunterladen', true),
        ],
        images: [],
      },
      {
        heading: { iconName: 'loyalty-card', link: link('/de/kundenkarte/registrierung', 'Kundenkarte') },
        hideGroupInCheckout: true,
        introductoryText:
          'Mit der kostenlosen Kundenkarte ist jeder 11. Kaffee gratis – in der Filiale und im Online-Shop.',
        links: [
          teaserLink('/de/kundenkarte/registrierung', 'Jetzt kostenlos registrieren'),
          teaserLink('/de/service/kundenkarte-vorteile', 'Alle Vorteile auf einen Blick'),
          teaserLink('/subscribenewsletter', 'Newsletter abonnieren'),
        ],
        images: [],
      },
      {
        heading: { iconName: 'bag', link: link('/de/service/versand', 'Versand & Rückgabe') },
        hideGroupInCheckout: false,
        introductoryText:
          'Lieferung mit der Post nach Hause oder gratis in die Filiale. Rückgabe innerhalb von 3 Monaten.',
        links: [
          teaserLink('/de/service/versand', 'Versandkosten & Lieferfristen'),
          teaserLink('/de/service/ruecksendung', 'Rücksendung innerhalb von 3 Monaten'),
          teaserLink('/de/service/grossbestellungen', 'Grossbestellungen'),
        ],
        images: [image('swiss-post.svg', 'Die Post')],
      },
      {
        heading: { iconName: 'payment', link: link('/de/service/zahlung', 'Bezahlen') },
        hideGroupInCheckout: false,
        introductoryText: 'Bezahlen Sie bequem und sicher – mit TWINT, PostFinance, Karte oder gegen Rechnung.',
        links: [teaserLink('/de/service/zahlung', 'Alle Zahlungsarten')],
        images: [
          image('twint.svg', 'TWINT'),
          image('postfinance.svg', 'PostFinance'),
          image('visa.svg', 'Visa'),
          image('mastercard.svg', 'Mastercard'),
          image('invoice.svg', 'Rechnung'),
        ],
      },
      {
        heading: { iconName: 'sustainability', link: link(corporate.group, 'Über uns') },
        hideGroupInCheckout: true,
        introductoryText: 'Kaffee, Mode, Möbel und mehr – und unsere Verantwortung für Mensch und Umwelt.',
        links: [teaserLink(corporate.group, 'Unternehmen'), teaserLink(corporate.careers, 'Karriere')],
        images: [],
      },
    ],
  },
  seo: {
    heading: 'Beliebte Kategorien',
    columns: [
      [
        link('c400048505.html', 'Kaffeebohnen'),
        link('c400048510.html', 'Kaffeekapseln'),
        link('/kaffee-c400/kaffee-abo-k401', 'Kaffee-Abo'),
      ],
      [
        link('c400051220.html', 'Damenmode'),
        link('c400051230.html', 'Herrenmode'),
        link('c400051250.html', 'Grössentabelle'),
      ],
      [link('c400060100.html', 'Möbel'), link('c400060120.html', 'Küche & Haushalt')],
      [link('/angebote-c700/wochenangebote-k701', 'Aktionen der Woche')],
    ],
  },
  socialMedia: [
    iconLink('facebook', 'https://www.facebook.com/shop.ch', 'Shop auf Facebook'),
    iconLink('instagram', 'https://www.instagram.com/shop_ch', 'Shop auf Instagram'),
  ],
  appReferences: [
    iconLink('app-store', corporate.appStore, 'Laden im App Store'),
    iconLink('google-play', corporate.googlePlay, 'Jetzt bei Google Play'),
  ],
  legalLinks: [
    link('/de/service/impressum', 'Impressum'),
    link('/de/service/datenschutz', 'Datenschutz'),
    link('/de/service/agb', 'AGB'),
  ],
  viewChanger: {
    toMobile: link('/viewchange?view=mobile', 'Zur mobilen Ansicht'),
    toClassic: link('/viewchange?view=classic', 'Zur Desktop-Ansicht'),
  },
  salesTax: {
    textBeforeLink: '* Alle Preise in CHF inkl. MWST, zuzüglich ',
    link: link('/de/service/versand', 'Versandkosten'),
    textAfterLink: ', sofern nicht anders angegeben.',
  },
};
