import type { FooterContent } from '../../domain/types.ts';
import { corporate, iconLink, image, link, teaserLink } from '../helpers.ts';

/** Switzerland, French (fr-CH). */
export const content: FooterContent = {
  headline: 'Nous sommes là pour vous – en ligne, en magasin et sur l’app',
  teaser: {
    groups: [
      {
        heading: { iconName: 'community', link: link('/contact', 'Service clientèle') },
        hideGroupInCheckout: false,
        introductoryText:
          'Une question sur votre commande, la livraison ou la carte client? Notre service clientèle vous aide volontiers.',
        links: [
          teaserLink('/contact', 'Contact'),
          teaserLink('/fr/service/aide', 'Aide & FAQ'),
          teaserLink('/account', 'Mon compte'),
          teaserLink('/service/storefinder/', 'Trouver un magasin'),
          teaserLink('mailto:service@shop.ch', 'service@shop.ch'),
          teaserLink(corporate.appStore, 'Télécharger l’app Shop', true),
        ],
        images: [],
      },
      {
        heading: { iconName: 'loyalty-card', link: link('/fr/carte-client/inscription', 'Carte client') },
        hideGroupInCheckout: true,
        introductoryText: 'Avec la carte client gratuite, chaque 11e café est offert – en magasin et en ligne.',
        links: [
          teaserLink('/fr/carte-client/inscription', 'S’inscrire gratuitement'),
          teaserLink('/fr/service/avantages-carte-client', 'Tous les avantages en un coup d’œil'),
          teaserLink('/subscribenewsletter', 'S’abonner à la newsletter'),
        ],
        images: [],
      },
      {
        heading: { iconName: 'bag', link: link('/fr/service/livraison', 'Livraison & retours') },
        hideGroupInCheckout: false,
        introductoryText: 'Livraison à domicile par la Poste ou gratuite en magasin. Retours possibles pendant 3 mois.',
        links: [
          teaserLink('/fr/service/livraison', 'Frais et délais de livraison'),
          teaserLink('/fr/service/retours', 'Retour dans un délai de 3 mois'),
        ],
        images: [image('swiss-post.svg', 'La Poste')],
      },
      {
        heading: { iconName: 'payment', link: link('/fr/service/paiement', 'Paiement') },
        hideGroupInCheckout: false,
        introductoryText:
          'Payez en toute simplicité et en toute sécurité – avec TWINT, PostFinance, carte ou sur facture.',
        links: [teaserLink('/fr/service/paiement', 'Tous les modes de paiement')],
        images: [
          image('twint.svg', 'TWINT'),
          image('postfinance.svg', 'PostFinance'),
          image('visa.svg', 'Visa'),
          image('mastercard.svg', 'Mastercard'),
          image('invoice-fr.svg', 'Facture'),
        ],
      },
      {
        heading: { iconName: 'sustainability', link: link(corporate.group, 'À propos de nous') },
        hideGroupInCheckout: true,
        introductoryText:
          'Café, mode, meubles et bien plus – et notre responsabilité envers les personnes et l’environnement.',
        links: [teaserLink(corporate.group, 'Entreprise'), teaserLink(corporate.careers, 'Carrières')],
        images: [],
      },
    ],
  },
  seo: {
    heading: 'Catégories populaires',
    columns: [
      [
        link('c400048505.html', 'Café en grains'),
        link('c400048510.html', 'Capsules de café'),
        link('/cafe-c400/abonnement-cafe-k401', 'Abonnement café'),
      ],
      [link('c400051220.html', 'Mode femme'), link('c400051230.html', 'Mode homme')],
      [link('c400060100.html', 'Meubles'), link('c400060120.html', 'Cuisine & ménage')],
      [link('/offres-c700/offres-de-la-semaine-k701', 'Offres de la semaine')],
    ],
  },
  socialMedia: [
    iconLink('facebook', 'https://www.facebook.com/shop.ch', 'Shop sur Facebook'),
    iconLink('instagram', 'https://www.instagram.com/shop_ch', 'Shop sur Instagram'),
  ],
  appReferences: [
    iconLink('app-store', corporate.appStore, 'Télécharger dans l’App Store'),
    iconLink('google-play', corporate.googlePlay, 'Disponible sur Google Play'),
  ],
  legalLinks: [
    link('/fr/service/mentions-legales', 'Mentions légales'),
    link('/fr/service/protection-des-donnees', 'Protection des données'),
    link('/fr/service/cg', 'CG'),
  ],
  viewChanger: {
    toMobile: link('/viewchange?view=mobile', 'Version mobile'),
    toClassic: link('/viewchange?view=classic', 'Version ordinateur'),
  },
  salesTax: {
    textBeforeLink: '* Tous les prix en CHF TVA incluse, hors ',
    link: link('/fr/service/livraison', 'frais de livraison'),
    textAfterLink: ', sauf indication contraire.',
  },
};
