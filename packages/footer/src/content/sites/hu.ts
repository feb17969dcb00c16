import type { FooterContent } from '../../domain/types.ts';
import { corporate, iconLink, image, link, teaserLink } from '../helpers.ts';

/** Hungary (hu-HU). */
export const content: FooterContent = {
  headline: 'Itt vagyunk Önnek – online, az üzletben és az alkalmazásban',
  teaser: {
    groups: [
      {
        heading: { iconName: 'community', link: link('/contact', 'Ügyfélszolgálat') },
        hideGroupInCheckout: false,
        introductoryText:
          'Kérdése van a rendeléssel, a szállítással vagy a törzsvásárlói kártyával kapcsolatban? Segítünk!',
        links: [
          teaserLink('/contact', 'Kapcsolat'),
          teaserLink('/service/sugo', 'Súgó és GYIK'),
          teaserLink('/account', 'Fiókom'),
          teaserLink('/service/storefinder/', 'Üzletkereső'),
          teaserLink('mailto:ugyfelszolgalat@shop.hu', 'ugyfelszolgalat@shop.hu'),
          teaserLink(corporate.googlePlay, 'A Shop alkalmazás letöltése', true),
        ],
        images: [],
      },
      {
        heading: { iconName: 'loyalty-card', link: link('/torzsvasarloi-kartya/regisztracio', 'Törzsvásárlói kártya') },
        hideGroupInCheckout: true,
        introductoryText: 'Az ingyenes törzsvásárlói kártyával minden 11. kávé ajándék – az üzletben és online is.',
        links: [
          teaserLink('/torzsvasarloi-kartya/regisztracio', 'Ingyenes regisztráció'),
          teaserLink('/service/torzsvasarloi-elonyok', 'Az összes előny egy helyen'),
          teaserLink('/subscribenewsletter', 'Feliratkozás a hírlevélre'),
        ],
        images: [],
      },
      {
        heading: { iconName: 'bag', link: link('/service/szallitas', 'Szállítás és visszaküldés') },
        hideGroupInCheckout: false,
        introductoryText: 'Házhoz szállítás vagy átvétel az üzletben. A termékeket 30 napon belül visszaküldheti.',
        links: [
          teaserLink('/service/szallitas', 'Szállítási díjak és határidők'),
          teaserLink('/service/visszakuldes', 'Visszaküldés 30 napon belül'),
        ],
        images: [image('magyar-posta.svg', 'Magyar Posta'), image('gls.svg', 'GLS')],
      },
      {
        heading: { iconName: 'payment', link: link('/service/fizetes', 'Fizetés') },
        hideGroupInCheckout: false,
        introductoryText:
          'Fizessen kényelmesen és biztonságosan bankkártyával, Apple Pay vagy Google Pay használatával.',
        links: [teaserLink('/service/fizetes', 'Összes fizetési mód')],
        images: [
          image('visa.svg', 'Visa'),
          image('mastercard.svg', 'Mastercard'),
          image('apple-pay.svg', 'Apple Pay'),
          image('google-pay.svg', 'Google Pay'),
        ],
      },
      {
        heading: { iconName: 'sustainability', link: link(corporate.group, 'Rólunk') },
        hideGroupInCheckout: true,
        introductoryText: 'Kávé, divat, bútor és még sok más – és felelősségünk az emberek és a környezet iránt.',
        links: [teaserLink(corporate.group, 'A vállalatról'), teaserLink(corporate.careers, 'Karrier')],
        images: [],
      },
    ],
  },
  seo: {
    heading: 'Népszerű kategóriák',
    columns: [
      [
        link('c400048505.html', 'Szemes kávé'),
        link('c400048510.html', 'Kávékapszulák'),
        link('/kave-c400/kave-elofizetes-k401', 'Kávé-előfizetés'),
      ],
      [
        link('c400051220.html', 'Női divat'),
        link('c400051230.html', 'Férfi divat'),
        link('c400051240.html', 'Gyerekdivat'),
      ],
      [link('c400060100.html', 'Bútorok'), link('c400060120.html', 'Konyha és háztartás')],
      [link('/ajanlatok-c700/heti-ajanlatok-k701', 'Heti ajánlatok')],
    ],
  },
  socialMedia: [
    iconLink('facebook', 'https://www.facebook.com/shop.hu', 'Shop a Facebookon'),
    iconLink('instagram', 'https://www.instagram.com/shop_hu', 'Shop az Instagramon'),
  ],
  appReferences: [
    iconLink('app-store', corporate.appStore, 'Letöltés az App Store-ból'),
    iconLink('google-play', corporate.googlePlay, 'Elérhető a Google Playen'),
  ],
  legalLinks: [
    link('/service/impresszum', 'Impresszum'),
    link('/service/adatvedelem', 'Adatvédelem'),
    link('/service/aszf', 'ÁSZF'),
  ],
  viewChanger: {
    toMobile: link('/viewchange?view=mobile', 'Mobil nézet'),
    toClassic: link('/viewchange?view=classic', 'Asztali nézet'),
  },
};
