import type { FooterContent } from '../../domain/types.ts';
import { corporate, iconLink, image, link, teaserLink } from '../helpers.ts';

/** Czech Republic (cs-CZ). */
export const content: FooterContent = {
  headline: 'Jsme tu pro vás – online, v prodejně i v aplikaci',
  teaser: {
    groups: [
      {
        heading: { iconName: 'community', link: link('/contact', 'Zákaznický servis') },
        hideGroupInCheckout: false,
        introductoryText: 'Máte dotaz k objednávce, doručení nebo zákaznické kartě? Náš tým vám rád pomůže.',
        links: [
          teaserLink('/contact', 'Kontakt'),
          teaserLink('/service/napoveda', 'Nápověda a časté dotazy'),
          teaserLink('/account', 'Můj účet'),
          teaserLink('/service/storefinder/', 'Vyhledat prodejnu'),
          teaserLink('mailto:zakaznicky.servis@shop.cz', 'zakaznicky.servis@shop.cz'),
          teaserLink(corporate.googlePlay, 'Stáhnout aplikaci Shop', true),
        ],
        images: [],
      },
      {
        heading: { iconName: 'loyalty-card', link: link('/zakaznicka-karta/registrace', 'Zákaznická karta') },
        hideGroupInCheckout: true,
        introductoryText: 'Se zákaznickou kartou je každá 11. káva zdarma a doprava zdarma už od 499 Kč.',
        links: [
          teaserLink('/zakaznicka-karta/registrace', 'Zaregistrujte se zdarma'),
          teaserLink('/service/vyhody-zakaznicke-karty', 'Všechny výhody karty'),
          teaserLink('/subscribenewsletter', 'Přihlásit se k odběru newsletteru'),
        ],
        images: [],
      },
      {
        heading: { iconName: 'bag', link: link('/service/doprava', 'Doprava a vrácení') },
        hideGroupInCheckout: false,
        introductoryText:
          'Doprava zdarma od 999 Kč, se zákaznickou kartou již od 499 Kč. Zboží můžete vrátit do 30 dnů.',
        links: [
          teaserLink('/service/doprava', 'Ceny a doba doručení'),
          teaserLink('/service/vraceni-zbozi', 'Vrácení zboží do 30 dnů'),
        ],
        images: [image('ppl.svg', 'PPL'), image('packeta.svg', 'Zásilkovna')],
      },
      {
        heading: { iconName: 'payment', link: link('/service/platba', 'Platba') },
        hideGroupInCheckout: false,
        introductoryText: 'Plaťte pohodlně a bezpečně kartou, přes Apple Pay nebo Google Pay.',
        links: [teaserLink('/service/platba', 'Všechny způsoby platby')],
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
        introductoryText: 'Káva, móda, nábytek a mnohem více – a naše odpovědnost vůči lidem a přírodě.',
        links: [
          teaserLink(corporate.group, 'O společnosti'),
          teaserLink(corporate.careers, 'Kariéra'),
          teaserLink('https://blog.shop.cz/', 'Blog'),
        ],
        images: [],
      },
    ],
  },
  seo: {
    heading: 'Oblíbené kategorie',
    columns: [
      [
        link('c400048505.html', 'Zrnková káva'),
        link('c400048510.html', 'Kávové kapsle'),
        link('/kava-c400/predplatne-kavy-k401', 'Předplatné kávy'),
      ],
      [
        link('c400051220.html', 'Dámská móda'),
        link('c400051230.html', 'Pánská móda'),
        link('c400051240.html', 'Dětská móda'),
      ],
      [link('c400060100.html', 'Nábytek'), link('c400060120.html', 'Kuchyně a domácnost')],
      [link('/nabidky-c700/tydenni-nabidky-k701', 'Týdenní nabídky')],
    ],
  },
  socialMedia: [
    iconLink('facebook', 'https://www.facebook.com/shop.cz', 'Shop na Facebooku'),
    iconLink('instagram', 'https://www.instagram.com/shop_cz', 'Shop na Instagramu'),
    iconLink('youtube', 'https://www.youtube.com/@shopcz', 'Shop na YouTube'),
  ],
  appReferences: [
    iconLink('app-store', corporate.appStore, 'Stáhnout v App Store'),
    iconLink('google-play', corporate.googlePlay, 'Nyní na Google Play'),
  ],
  legalLinks: [
    link('/service/tiraz', 'Tiráž'),
    link('/service/ochrana-osobnich-udaju', 'Ochrana osobních údajů'),
    link('/service/obchodni-podminky', 'Obchodní podmínky'),
    link('/service/reklamace', 'Reklamační řád'),
  ],
  viewChanger: {
    toMobile: link('/viewchange?view=mobile', 'Mobilní verze'),
    toClassic: link('/viewchange?view=classic', 'Verze pro počítač'),
  },
};
