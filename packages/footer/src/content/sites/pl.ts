import type { FooterContent } from '../../domain/types.ts';
import { corporate, iconLink, image, link, teaserLink } from '../helpers.ts';

/** Poland (pl-PL). */
export const content: FooterContent = {
  headline: 'Jesteśmy do Twojej dyspozycji – online, w sklepie i w aplikacji',
  teaser: {
    groups: [
      {
        heading: { iconName: 'community', link: link('/contact', 'Obsługa klienta') },
        hideGroupInCheckout: false,
        introductoryText: 'Masz pytanie o zamówienie, dostawę lub kartę klienta? Nasz zespół chętnie pomoże.',
        links: [
          teaserLink('/contact', 'Kontakt'),
          teaserLink('/service/pomoc', 'Pomoc i FAQ'),
          teaserLink('/account', 'Moje konto'),
          teaserLink('/service/storefinder/', 'Znajdź sklep'),
          teaserLink('mailto:obsluga@shop.pl', 'obsluga@shop.pl'),
          teaserLink(corporate.googlePlay, 'Pobierz aplikację Shop', true),
        ],
        images: [],
      },
      {
        heading: { iconName: 'loyalty-card', link: link('/karta-klienta/rejestracja', 'Karta klienta') },
        hideGroupInCheckout: true,
        introductoryText: 'Z bezpłatną kartą klienta co 11. kawa gratis – w sklepie i online.',
        links: [
          teaserLink('/karta-klienta/rejestracja', 'Zarejestruj się bezpłatnie'),
          teaserLink('/service/korzysci-karty-klienta', 'Wszystkie korzyści'),
          teaserLink('/subscribenewsletter', 'Zapisz się do newslettera'),
        ],
        images: [],
      },
      {
        heading: { iconName: 'bag', link: link('/service/dostawa', 'Dostawa i zwroty') },
        hideGroupInCheckout: false,
        introductoryText: 'Darmowa dostawa od 100 zł. Zwrot towaru w ciągu 30 dni.',
        links: [
          teaserLink('/service/dostawa', 'Koszty i czas dostawy'),
          teaserLink('/service/zwroty', 'Zwrot w ciągu 30 dni'),
        ],
        images: [image('inpost.svg', 'InPost'), image('dpd.svg', 'DPD')],
      },
      {
        heading: { iconName: 'payment', link: link('/service/platnosci', 'Płatności') },
        hideGroupInCheckout: false,
        introductoryText: 'Płać wygodnie i bezpiecznie – BLIK-iem, przelewem lub kartą.',
        links: [teaserLink('/service/platnosci', 'Wszystkie formy płatności')],
        images: [
          image('blik.svg', 'BLIK'),
          image('przelewy24.svg', 'Przelewy24'),
          image('visa.svg', 'Visa'),
          image('mastercard.svg', 'Mastercard'),
        ],
      },
      {
        heading: { iconName: 'sustainability', link: link(corporate.group, 'O nas') },
        hideGroupInCheckout: true,
        introductoryText: 'Kawa, moda, meble i wiele więcej – oraz nasza odpowiedzialność wobec ludzi i środowiska.',
        links: [
          teaserLink(corporate.group, 'O firmie'),
          teaserLink(corporate.careers, 'Kariera'),
          teaserLink('https://blog.shop.pl/', 'Blog'),
        ],
        images: [],
      },
    ],
  },
  seo: {
    heading: 'Popularne kategorie',
    columns: [
      [
        link('c400048505.html', 'Kawa ziarnista'),
        link('c400048510.html', 'Kapsułki z kawą'),
        link('/kawa-c400/subskrypcja-kawy-k401', 'Subskrypcja kawy'),
      ],
      [
        link('c400051220.html', 'Moda damska'),
        link('c400051230.html', 'Moda męska'),
        link('c400051240.html', 'Moda dziecięca'),
      ],
      [link('c400060100.html', 'Meble'), link('c400060120.html', 'Kuchnia i dom')],
      [link('/oferty-c700/oferty-tygodnia-k701', 'Oferty tygodnia')],
    ],
  },
  socialMedia: [
    iconLink('facebook', 'https://www.facebook.com/shop.pl', 'Shop na Facebooku'),
    iconLink('instagram', 'https://www.instagram.com/shop_pl', 'Shop na Instagramie'),
    iconLink('youtube', 'https://www.youtube.com/@shoppl', 'Shop na YouTube'),
  ],
  appReferences: [
    iconLink('app-store', corporate.appStore, 'Pobierz z App Store'),
    iconLink('google-play', corporate.googlePlay, 'Pobierz z Google Play'),
  ],
  legalLinks: [
    link('/service/nota-prawna', 'Nota prawna'),
    link('/service/polityka-prywatnosci', 'Polityka prywatności'),
    link('/service/regulamin', 'Regulamin'),
    link('/service/odstapienie-od-umowy', 'Odstąpienie od umowy'),
  ],
  viewChanger: {
    toMobile: link('/viewchange?view=mobile', 'Wersja mobilna'),
    toClassic: link('/viewchange?view=classic', 'Wersja na komputer'),
  },
};
