/**
 * The fixed set of footer images served from /service/footer-images/logos/{file}: card brands
 * and payment methods, parcel carriers, trust seals. Each has its intrinsic size (so the page
 * never shifts when it loads) and a brand name used as the alt text when content gives none.
 */
export interface LogoDefinition {
  file: string;
  name: string;
  width: number;
  height: number;
  kind: 'payment' | 'carrier' | 'seal';
}

const logo = (file: string, name: string, kind: LogoDefinition['kind'], width = 60, height = 38) =>
  ({ file, name, kind, width, height }) as const;

export const logoCatalogue = [
  // Card brands and payment methods
  logo('visa.svg', 'Visa', 'payment'),
  logo('mastercard.svg', 'Mastercard', 'payment'),
  logo('maestro.svg', 'Maestro', 'payment'),
  logo('american-express.svg', 'American Express', 'payment'),
  logo('paypal.svg', 'PayPal', 'payment'),
  logo('klarna.svg', 'Klarna', 'payment'),
  logo('apple-pay.svg', 'Apple Pay', 'payment'),
  logo('google-pay.svg', 'Google Pay', 'payment'),
  logo('twint.svg', 'TWINT', 'payment'),
  logo('postfinance.svg', 'PostFinance', 'payment'),
  logo('eps.svg', 'eps Überweisung', 'payment'),
  logo('blik.svg', 'BLIK', 'payment'),
  logo('przelewy24.svg', 'Przelewy24', 'payment'),
  logo('troy.svg', 'TROY', 'payment'),
  logo('invoice.svg', 'Rechnung / Invoice', 'payment'),
  // The same payment method with its word drawn in French, for fr-CH (an image speaks the page's language).
  logo('invoice-fr.svg', 'Facture / Invoice', 'payment'),
  // Parcel carriers
  logo('dhl.svg', 'DHL', 'carrier'),
  logo('hermes.svg', 'Hermes', 'carrier'),
  logo('dpd.svg', 'DPD', 'carrier'),
  logo('gls.svg', 'GLS', 'carrier'),
  logo('ups.svg', 'UPS', 'carrier'),
  logo('post-at.svg', 'Österreichische Post', 'carrier'),
  logo('swiss-post.svg', 'Die Post / La Poste', 'carrier'),
  logo('ppl.svg', 'PPL', 'carrier'),
  logo('packeta.svg', 'Packeta', 'carrier'),
  logo('magyar-posta.svg', 'Magyar Posta', 'carrier'),
  logo('slovenska-posta.svg', 'Slovenská pošta', 'carrier'),
  logo('inpost.svg', 'InPost', 'carrier'),
  logo('yurtici-kargo.svg', 'Yurtiçi Kargo', 'carrier'),
  // Trust seals
  logo('trusted-shops.svg', 'Trusted Shops', 'seal', 64, 64),
  logo('ehi-geprueft.svg', 'EHI geprüfter Online-Shop', 'seal', 64, 64),
  logo('handelsverband-trustmark.svg', 'Trustmark Austria', 'seal', 64, 64),
] as const satisfies readonly LogoDefinition[];

/** Where the static logo images are served: `/service/footer-images/logos/{file}`. */
export const logoBasePath = '/service/footer-images/logos/';

const byFile = new Map<string, LogoDefinition>(logoCatalogue.map((entry) => [entry.file, entry]));

/** The catalogue entry of a source, or undefined (the caller logs an error and shows nothing). */
export function findLogo(source: string): LogoDefinition | undefined {
  return byFile.get(source);
}

export function logoUrl(apiBase: string, logo: LogoDefinition): string {
  return `${apiBase}${logoBasePath}${logo.file}`;
}
