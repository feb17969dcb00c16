import type { FooterContent } from '../../domain/types.ts';
import { corporate, iconLink, image, link, teaserLink } from '../helpers.ts';

/** Turkey (tr-TR). */
export const content: FooterContent = {
  headline: 'Her zaman yanınızdayız – online, mağazada ve uygulamada',
  teaser: {
    groups: [
      {
        heading: { iconName: 'community', link: link('/contact', 'Müşteri Hizmetleri') },
        hideGroupInCheckout: false,
        introductoryText: 'Müşteri hizmetlerimize her gün 09:00-19:00 saatleri arasında ulaşabilirsiniz.',
        links: [
          teaserLink('/contact', 'İletişim'),
          teaserLink('tel:+908502220000', '0850 222 00 00'),
          teaserLink('/service/yardim', 'Yardım ve SSS'),
          teaserLink('/account', 'Hesabım'),
          teaserLink('/service/storefinder/', 'Mağaza bulucu'),
          teaserLink(corporate.googlePlay, 'Shop uygulamasını indirin', true),
        ],
        images: [],
      },
      {
        heading: { iconName: 'loyalty-card', link: link('/musteri-karti/kayit', 'Müşteri Kartı') },
        hideGroupInCheckout: true,
        introductoryText: 'Ücretsiz müşteri kartı ile her 11. kahve bizden – mağazada ve online.',
        links: [
          teaserLink('/musteri-karti/kayit', 'Ücretsiz kaydolun'),
          teaserLink('/service/musteri-karti-avantajlari', 'Tüm avantajlar'),
          teaserLink('/subscribenewsletter', 'Bültene abone olun'),
        ],
        images: [],
      },
      {
        heading: { iconName: 'bag', link: link('/service/kargo', 'Kargo ve İade') },
        hideGroupInCheckout: false,
        introductoryText: '1000 TL ve üzeri siparişlerde kargo ücretsiz. Ürünleri 90 gün içinde iade edebilirsiniz.',
        links: [
          teaserLink('/service/kargo', 'Kargo ücretleri ve teslimat süreleri'),
          teaserLink('/service/iade', '90 gün içinde iade'),
        ],
        images: [image('yurtici-kargo.svg', 'Yurtiçi Kargo')],
      },
      {
        heading: { iconName: 'payment', link: link('/service/odeme', 'Ödeme') },
        hideGroupInCheckout: false,
        introductoryText: 'Kredi kartı veya banka kartı ile rahat ve güvenli ödeme yapın.',
        links: [teaserLink('/service/odeme', 'Tüm ödeme yöntemleri')],
        images: [image('troy.svg', 'TROY'), image('visa.svg', 'Visa'), image('mastercard.svg', 'Mastercard')],
      },
      {
        heading: { iconName: 'sustainability', link: link(corporate.group, 'Hakkımızda') },
        hideGroupInCheckout: true,
        introductoryText: 'Kahve, moda, mobilya ve çok daha fazlası – insana ve doğaya karşı sorumluluğumuzla.',
        links: [teaserLink(corporate.group, 'Kurumsal'), teaserLink(corporate.careers, 'Kariyer')],
        images: [],
      },
    ],
  },
  seo: {
    heading: 'Popüler kategoriler',
    columns: [
      [
        link('c400048505.html', 'Çekirdek kahve'),
        link('c400048510.html', 'Kahve kapsülleri'),
        link('/kahve-c400/kahve-aboneligi-k401', 'Kahve aboneliği'),
      ],
      [
        link('c400051220.html', 'Kadın modası'),
        link('c400051230.html', 'Erkek modası'),
        link('c400051240.html', 'Çocuk modası'),
      ],
      [link('c400060100.html', 'Mobilya'), link('c400060120.html', 'Mutfak ve ev')],
      [link('/firsatlar-c700/haftanin-firsatlari-k701', 'Haftanın fırsatları')],
    ],
  },
  socialMedia: [
    iconLink('facebook', 'https://www.facebook.com/shop.com.tr', 'Facebook’ta Shop'),
    iconLink('instagram', 'https://www.instagram.com/shop_tr', 'Instagram’da Shop'),
    iconLink('youtube', 'https://www.youtube.com/@shoptr', 'YouTube’da Shop'),
  ],
  appReferences: [
    iconLink('app-store', corporate.appStore, 'App Store’dan indirin'),
    iconLink('google-play', corporate.googlePlay, 'Google Play’den edinin'),
  ],
  legalLinks: [
    link('/service/kunye', 'Künye'),
    link('/service/kvkk', 'KVKK Aydınlatma Metni'),
    link('/service/kullanim-kosullari', 'Kullanım Koşulları'),
    link('/service/mesafeli-satis-sozlesmesi', 'Mesafeli Satış Sözleşmesi'),
  ],
  viewChanger: {
    toMobile: link('/viewchange?view=mobile', 'Mobil görünüm'),
    toClassic: link('/viewchange?view=classic', 'Masaüstü görünüm'),
  },
};
