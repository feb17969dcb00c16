import {
  type IconDefinition,
  iconBag,
  iconCoffee,
  iconCommunity,
  iconLoyaltyCard,
  iconMobile,
  iconPayment,
  iconReceipt,
  iconSustainability,
  siteFlags,
} from '@shop/design-system';
import { countries } from '@shop/sites';

/**
 * Pictures by content `iconName`: the design system's theme icons and flags, and the social
 * and app-store marks (the footer's own; the design system has no brand icons). The sites'
 * flags come from the design system's column of them (`siteFlags`), by their name without `flag-` (`germany`).
 * An unknown `iconName` (fetched content) shows no icon; the text still names the link.
 */
const outline = (name: string, ...paths: string[]): IconDefinition => ({
  name,
  shapes: paths.map((d) => ({ d, stroke: true })),
});
const filled = (name: string, d: string): IconDefinition => ({ name, shapes: [{ d, evenOdd: true }] });

const icons: Record<string, IconDefinition> = {
  community: iconCommunity,
  'loyalty-card': iconLoyaltyCard,
  bag: iconBag,
  payment: iconPayment,
  sustainability: iconSustainability,
  coffee: iconCoffee,
  mobile: iconMobile,
  receipt: iconReceipt,
  facebook: filled(
    'facebook',
    'M12 2a10 10 0 0 0-1.6 19.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 12 2Z',
  ),
  instagram: outline(
    'instagram',
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Z',
    'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z',
    'M17.5 6.5h.01',
  ),
  youtube: filled(
    'youtube',
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z',
  ),
  pinterest: filled(
    'pinterest',
    'M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.4 1.8-2.4.9 0 1.3.6 1.3 1.4 0 .9-.5 2.1-.8 3.3-.2 1 .5 1.8 1.5 1.8 1.8 0 3.2-1.9 3.2-4.6 0-2.4-1.7-4.1-4.2-4.1-2.9 0-4.5 2.1-4.5 4.4 0 .9.3 1.8.8 2.3l.1.3-.3 1.2c0 .2-.2.2-.4.1-1.3-.6-2.1-2.5-2.1-4 0-3.3 2.4-6.3 6.9-6.3 3.6 0 6.4 2.6 6.4 6 0 3.6-2.3 6.5-5.4 6.5-1 0-2-.5-2.4-1.2l-.6 2.5c-.2.9-.9 2.1-1.3 2.8A10 10 0 1 0 12 2Z',
  ),
  'app-store': outline(
    'app-store',
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Z',
    'M9 16l3-8 3 8',
    'M10 13h4',
  ),
  'google-play': outline('google-play', 'M5 3.5v17l15-8.5L5 3.5Z', 'M5 3.5l10 11', 'M5 20.5l10-11'),
  ...Object.fromEntries(
    countries.map((country) => [siteFlags[country].name.replace(/^flag-/, ''), siteFlags[country]]),
  ),
};

export function footerIcon(name: string): IconDefinition | undefined {
  return Object.hasOwn(icons, name) ? icons[name] : undefined;
}
