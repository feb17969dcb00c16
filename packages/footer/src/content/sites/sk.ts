import type { FooterContent } from '../../domain/types.ts';
import { corporate, iconLink, image, link, teaserLink } from '../helpers.ts';

/** Slovakia (sk-SK). */
export const content: FooterContent = {
  headline: 'Sme tu pre vás – online, v predajni aj v aplikácii',
  teaser: {
    groups: [
      {
        heading: { iconName: 'community', link: link('/contact', 'Zákaznícky servis') },
        hideGroupInCheckout: false,
        introductoryText: 'Máte otázku k objednávke, doručeniu alebo zákazníckej karte? Náš tím vám rád pomôže.',
        links: [
          teaserLink('/contact', 'Kontakt'),
          teaserLink('/service/pomoc', 'Pomoc a časté otázky'),
          teaserLink('/account', 'Môj účet'),
          teaserLink('/service/storefinder/', 'Vyhľadať predajňu'),
          teaserLink('mailto:zakaznicky.servis@shop.sk', 'zakaznicky.servis@shop.sk'),
          teaserLink(corporate.googlePlay, 'Stiahnuť aplikáciu Shop', true),
        ],
        images: [],
      },
      {
        heading: { iconName: 'loyalty-card', link: link('/zakaznicka-karta/registracia', 'Zákaznícka karta') },
        hideGroupInCheckout: true,
        introductoryText: 'So zákazníckou kartou je každá 11. káva zadarmo a doprava zadarmo už od 20 €.',
        links: [
          teaserLink('/zakaznicka-karta/registracia', 'Zaregistrujte sa zadarmo'),
          teaserLink('/service/vyhody-zakaznickej-karty', 'Všetky výhody karty'),
          teaserLink('/subscribenewsletter', 'Prihlásiť sa na odber newslettera'),
        ],
        images: [],
      },
      {
        heading: { iconName: 'bag', link: link('/service/doprava', 'Doprava a vrátenie') },
        hideGroupInCheckout: false,
        introductoryText: 'Doprava zadarmo od 40 €, so zákazníckou kartou už od 20 €. Tovar môžete vrátiť do 30 dní.',
        links: [
          teaserLink('/service/doprava', 'Ceny a čas doručenia'),
          teaserLink('/service/vratenie-tovaru', 'Vrátenie tovaru do 30 dní'),
        ],
        images: [image('slovenska-posta.svg', 'Slovenská pošta'), image('packeta.svg', 'Packeta')],
      },
      {
        heading: { iconName: 'payment', link: link('/service/platba', 'Platba') },
        hideGroupInCheckout: false,
        introductoryText: 'Plaťte pohodlne a bezpečne kartou, cez Apple Pay alebo Google Pay.',
        links: [teaserLink('/service/platba', 'Všetky spôsoby platby')],
        images: [
          image('visa.svg', 'Visa'),
          image('mastercard.svg', 'Mastercard'),
          image('apple-pay.svg', 'Apple Pay'),
          image('google-pay.svg', 'Google Pay'),
        ],
      },
      {
        heading: { iconName: 'sustainability', link: link(corporate.group, 'O nás') },
        hideGroupInCheckout: true,
        introductoryText: 'Káva, móda, nábytok a oveľa viac – a naša zodpovednosť voči ľuďom a prírode.',
        links: [teaserLink(corporate.group, 'O spoločnosti'), teaserLink(corporate.careers, 'Kariéra')],
        images: [],
      },
    ],
  },
  seo: {
    heading: 'Obľúbené kategórie',
    columns: [
      [
        link('c400048505.html', 'Zrnková káva'),
        link('c400048510.html', 'Kávové kapsuly'),
        link('/kava-c400/predplatne-kavy-k401', 'Predplatné kávy'),
      ],
      [
        link('c400051220.html', 'Dámska móda'),
        link('c400051230.html', 'Pánska móda'),
        link('c400051240.html', 'Detská móda'),
      ],
      [link('c400060100.html', 'Nábytok'), link('c400060120.html', 'Kuchyňa a domácnosť')],
      [link('/ponuky-c700/tyzdenne-ponuky-k701', 'Týždenné ponuky')],
    ],
  },
  socialMedia: [
    iconLink('facebook', 'https://www.facebook.com/shop.sk', 'Shop na Facebooku'),
    iconLink('instagram', 'https://www.instagram.com/shop_sk', 'Shop na Instagrame'),
  ],
  appReferences: [
    iconLink('app-store', corporate.appStore, 'Stiahnuť v App Store'),
    iconLink('google-play', corporate.googlePlay, 'Teraz na Google Play'),
  ],
  legalLinks: [
    link('/service/impresum', 'Impresum'),
    link('/service/ochrana-osobnych-udajov', 'Ochrana osobných údajov'),
    link('/service/obchodne-podmienky', 'Obchodné podmienky'),
    link('/service/reklamacny-poriadok', 'Reklamačný poriadok'),
  ],
  viewChanger: {
    toMobile: link('/viewchange?view=mobile', 'Mobilná verzia'),
    toClassic: link('/viewchange?view=classic', 'Verzia pre počítač'),
  },
};
