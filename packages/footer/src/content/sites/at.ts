import type { FooterContent } from '../../domain/types.ts';
import { corporate, iconLink, image, link, teaserLink } from '../helpers.ts';

/** Austria (de-AT). */
export const content: FooterContent = {
  headline: 'Wir sind für Sie da – online, in der Filiale und per App',
  teaser: {
    groups: [
      {
        heading: { iconName: 'community', link: link('/contact', 'Kundenservice') },
        hideGroupInCheckout: false,
        introductoryText:
          'Fragen zu Bestellung, Zustellung oder Kundenkarte? Unser Service-Team hilft Ihnen gerne weiter.',
        links: [
          teaserLink('/contact', 'Kontakt'),
          teaserLink('/service/hilfe', 'Hilfe & FAQ'),
          teaserLink('/account', 'Mein Konto'),
          teaserLink('/service/storefinder/', 'Filialfinder'),
          teaserLink('mailto:service@shop.at', 'service@shop.at'),
          teaserLink(corporate.appStore, 'Shop-App herunterladen', true),
        ],
        images: [],
      },
      {
        heading: { iconName: 'loyalty-card', link: link('/kundenkarte/registrierung', 'Kundenkarte') },
        hideGroupInCheckout: true,
        introductoryText:
          'Mit der kostenlosen Kundenkarte ist jeder 11. Kaffee gratis – in der Filiale und im Online-Shop.',
        links: [
          teaserLink('/kundenkarte/registrierung', 'Jetzt kostenlos anmelden'),
          teaserLink('/service/kundenkarte-vorteile', 'Alle Vorteile im Überblick'),
          teaserLink('/subscribenewsletter', 'Newsletter abonnieren'),
        ],
        images: [],
      },
      {
        heading: { iconName: 'bag', link: link('/service/versand', 'Versand & Rückgabe') },
        hideGroupInCheckout: false,
        introductoryText: 'Zustellung nach Hause oder kostenlos in die Filiale. Rückgabe innerhalb von 14 Tagen.',
        links: [
          teaserLink('/service/versand', 'Versandkosten & Lieferzeiten'),
          teaserLink('/service/ruecksendung', 'Rücksendung innerhalb von 14 Tagen'),
          teaserLink('/service/storefinder/', 'Abholung in der Filiale'),
        ],
        images: [image('post-at.svg', 'Österreichische Post'), image('dpd.svg', 'DPD')],
      },
      {
        heading: { iconName: 'payment', link: link('/service/zahlung', 'Bezahlen') },
        hideGroupInCheckout: false,
        introductoryText: 'Bezahlen Sie bequem und sicher – mit eps-Überweisung, Karte oder auf Rechnung.',
        links: [teaserLink('/service/zahlung', 'Alle Zahlungsarten')],
        images: [
          image('eps.svg', 'eps-Überweisung'),
          image('visa.svg', 'Visa'),
          image('mastercard.svg', 'Mastercard'),
          image('paypal.svg', 'PayPal'),
          image('klarna.svg', 'Klarna'),
        ],
      },
      {
        heading: { iconName: 'sustainability', link: link(corporate.group, 'Über uns') },
        hideGroupInCheckout: true,
        introductoryText: 'Kaffee, Mode, Möbel und mehr – und unsere Verantwortung für Mensch und Umwelt.',
        links: [
          teaserLink(corporate.group, 'Unternehmen'),
          teaserLink(corporate.careers, 'Karriere'),
          teaserLink('https://blog.shop.at/', 'Blog'),
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
        link('/kaffee-c400/kaffee-abo-k401', 'Kaffee-Abo'),
      ],
      [
        link('c400051220.html', 'Damenmode'),
        link('c400051230.html', 'Herrenmode'),
        link('c400051240.html', 'Kindermode'),
      ],
      [
        link('c400060100.html', 'Möbel'),
        link('c400060120.html', 'Küche & Haushalt'),
        link('/wohnen-c600/gartenmoebel-k615', 'Gartenmöbel'),
      ],
      [link('c400070100.html', 'Handytarife'), link('/angebote-c700/wochenangebote-k701', 'Aktionen der Woche')],
    ],
  },
  socialMedia: [
    iconLink('facebook', 'https://www.facebook.com/shop.at', 'Shop auf Facebook'),
    iconLink('instagram', 'https://www.instagram.com/shop_at', 'Shop auf Instagram'),
    iconLink('youtube', 'https://www.youtube.com/@shopat', 'Shop auf YouTube'),
  ],
  appReferences: [
    iconLink('app-store', corporate.appStore, 'Laden im App Store'),
    iconLink('google-play', corporate.googlePlay, 'Jetzt bei Google Play'),
  ],
  legalLinks: [
    link('/service/impressum', 'Impressum'),
    link('/service/datenschutz', 'Datenschutz'),
    link('/service/agb', 'AGB'),
    link('/service/ruecktritt', 'Rücktrittsrecht'),
  ],
  viewChanger: {
    toMobile: link('/viewchange?view=mobile', 'Zur mobilen Ansicht'),
    toClassic: link('/viewchange?view=classic', 'Zur Desktop-Ansicht'),
  },
  salesTax: {
    textBeforeLink: '* Alle Preise inkl. gesetzl. USt., zzgl. ',
    link: link('/service/versand', 'Versandkosten'),
    textAfterLink: ', sofern nicht anders angegeben.',
  },
  qualityLogos: {
    heading: 'Geprüfte Qualität',
    logos: [
      {
        link: link('https://www.handelsverband.at/trustmark-austria/', 'Trustmark Austria prüfen'),
        image: { label: 'Trustmark Austria', source: 'handelsverband-trustmark.svg', width: 64, height: 64 },
      },
    ],
  },
};
