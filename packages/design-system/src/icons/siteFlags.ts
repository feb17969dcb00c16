import type { Country } from '@shop/sites';
import { flagAustria } from './flagAustria.ts';
import { flagCzechRepublic } from './flagCzechRepublic.ts';
import { flagGermany } from './flagGermany.ts';
import { flagHungary } from './flagHungary.ts';
import { flagPoland } from './flagPoland.ts';
import { flagSlovakia } from './flagSlovakia.ts';
import { flagSwitzerland } from './flagSwitzerland.ts';
import { flagTurkey } from './flagTurkey.ts';
import type { IconDefinition } from './types.ts';

/**
 * Each site's flag: the sites table's one column that is a picture, so it lives here, beside the
 * icons, and not in @shop/sites (pure data, no imports). A `Record<Country, …>` like every column
 * of that table: a site without its flag does not compile. The footer's country selector shows it
 * beside the site's name (`siteEntries`, with the flag's accessible name); the demo host's gallery
 * names it. Not an icon module of its own: the registry (registry.ts) leaves it out.
 */
export const siteFlags: Record<Country, IconDefinition> = {
  DE: flagGermany,
  AT: flagAustria,
  CH: flagSwitzerland,
  CH_FR: flagSwitzerland,
  CZ: flagCzechRepublic,
  HU: flagHungary,
  SK: flagSlovakia,
  TR: flagTurkey,
  PL: flagPoland,
};
