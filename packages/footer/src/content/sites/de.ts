import type { FooterContent } from '../../domain/types.ts';
import { corporate, iconLink, image, link, teaserLink } from '../helpers.ts';

/** Germany (de-DE). */
export const content: FooterContent = {
  headline: 'Wir sind für Sie da – online, in der Filiale und per App',
  teaser: {
    groups: [
      {
        heading: { iconName: 'community', link: link('/contact', 'Kundenservice') },
        hideGroupInCheckout: false,
        introductoryText:
          'Fragen zu Bestellung, Lieferung oder Kundenkarte? Unser Service-Team hilft Ihnen gern weiter.',
        links: [
          teaserLink('/contact', 'Kontakt'),
          teaserLink('/service/hilfe', 'Hilfe & FAQ'),
          teaserLink('/account', 'Mein Konto'),
          teaserLink('/service/storefinder/', 'Filialfinder'),
          teaserLink('mailto:service@shop.de', 'service@shop.de'),
          teaserLink(corporate.appStore, 'Shop-App laden', true),
        ],
        images: [],
      },
      {
        heading: { iconName: 'loyalty-card', link: link('/kundenkarte/registrierung', 'Kundenkarte') },
        hideGroupInCheckout: true,
        introductoryText:
          'Mit der kostenlosen Kundenkarte ist jeder 11. Kaffee gratis – in der Filiale und im Online-Shop.',
        links: [
          teaserLink('/kundenkarte/registrierung', 'Jetzt kostenlos registrieren'),
          teaserLink('/service/kundenkarte-vorteile', 'Alle Vorteile im Überblick'),
          teaserLink('/subscribenewsletter', 'Newsletter abonnieren'),
        ],
        images: [],
      },
      {
        heading: { iconName: 'bag', link: link('/service/versand', 'Versand & Rückgabe') },
        hideGroupInCheckout: false,
        introductoryText:
          'Schnelle Lieferung nach Hause oder kostenlos in die Filiale. Rückgabe innerhalb von 30 Tagen.',
        links: [
          teaserLink('/service/versand', 'Versandkosten & Lieferzeiten'),
          teaserLink('/service/ruecksendung', 'Rücksendung innerhalb von 30 Tagen'),
          teaserLink('/service/storefinder/', 'Lieferung in die Filiale'),
        ],
        images: [image('dhl.svg', 'DHL'), image('hermes.svg', 'Hermes')],
      },
      {
        heading: { iconName: 'payment', link: link('/service/zahlung', 'Bezahlen') },
        hideGroupInCheckout: false,
        introductoryText: 'Bezahlen Sie bequem und sicher – auch auf Rechnung.',
        links: [teaserLink('/service/zahlung', 'Alle Zahlungsarten')],
        images: [
          image('paypal.svg', 'PayPal'),
          image('visa.svg', 'Visa'),
          image('mastercard.svg', 'Mastercard'),
          image('klarna.svg', 'Klarna'),
          image('invoice.svg', 'Kauf auf Rechnung'),
        ],
      },
      {
        heading: { iconName: 'sustainability', link: link(corporate.group, 'Über uns') },
        hideGroupInCheckout: true,
        introductoryText: 'Kaffee, Mode, Möbel und mehr – und unsere Verantwortung für Mensch und Umwelt.',
        links: [
          teaserLink(corporate.group, 'Unternehmen'),
          teaserLink(corporate.careers, 'Karriere'),
          teaserLink('https://blog.shop.de/', 'Blog'),
          teaserLink('/service/nachhaltigkeit', 'Nachhaltigkeit'),
        ],
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
        link('c400048512.html', 'Kaffeevollautomaten'),
        link('/kaffee-c400/kaffee-abo-k401', 'Kaffee-Abo'),
      ],
      [
        link('c400051220.html', 'Damenmode'),
        link('c400051230.html', 'Herrenmode'),
        link('c400051240.html', 'Kindermode'),
        link('/mode-c500/sportbekleidung-k512', 'Sportbekleidung'),
      ],
      [
        link('c400060100.html', 'Möbel'),
        link('c400060120.html', 'Küche & Haushalt'),
        link('c400060140.html', 'Bettwäsche'),
        link('/wohnen-c600/gartenmoebel-k615', 'Gartenmöbel'),
      ],
      [
        link('c400070100.html', 'Mobilfunk-Tarife'),
        link('c400070110.html', 'Prepaid-Karten'),
        link('/angebote-c700/wochenangebote-k701', 'Wochenangebote'),
      ],
    ],
  },
  socialMedia: [
    iconLink('facebook', 'https://www.facebook.com/shop.de', 'Shop auf Facebook'),
    iconLink('instagram', 'https://www.instagram.com/shop_de', 'Shop auf Instagram'),
    iconLink('youtube', 'https://www.youtube.com/@shopde', 'Shop auf YouTube'),
    iconLink('pinterest', 'https://www.pinterest.de/shop_de', 'Shop auf Pinterest'),
  ],
  appReferences: [
    iconLink('app-store', corporate.appStore, 'Laden im App Store'),
    iconLink('google-play', corporate.googlePlay, 'Jetzt bei Google Play'),
  ],
  legalLinks: [
    link('/service/impressum', 'Impressum'),
    link('/service/datenschutz', 'Datenschutz'),
    link('/service/agb', 'AGB'),
    link('/service/widerruf', 'Widerrufsbelehrung'),
    link('/service/barrierefreiheit', 'Barrierefreiheit'),
  ],
  viewChanger: {
    toMobile: link('/viewchange?view=mobile', 'Zur mobilen Ansicht'),
    toClassic: link('/viewchange?view=classic', 'Zur Desktop-Ansicht'),
  },
  salesTax: {
    textBeforeLink: '* Alle Preise inkl. gesetzl. MwSt., zzgl. ',
    link: link('/service/versand', 'Versandkosten'),
    textAfterLink: ', sofern nicht anders angegeben.',
  },
  qualityLogos: {
    heading: 'Geprüfte Qualität',
    logos: [
      {
        link: link('https://www.trustedshops.de/bewertung/info_shop.html', 'Trusted Shops Bewertungen'),
        image: { label: 'Trusted Shops Gütesiegel', source: 'trusted-shops.svg', width: 64, height: 64 },
      },
      {
        link: link('https://ehi-siegel.de/verbraucher/shops-mit-siegel/', 'EHI-Siegel prüfen'),
        image: { label: 'EHI geprüfter Online-Shop', source: 'ehi-geprueft.svg', width: 64, height: 64 },
      },
    ],
  },
};
