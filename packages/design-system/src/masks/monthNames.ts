import { locales } from '@shop/sites';

/**
 * The month a word names in `locale`, else in English (which shoppers copy from too), else in
 * the other site languages ("24. Dezember 1990" pasted in the Hungarian site), 1-12, or null.
 * The names come from Intl in both grammatical forms a date can use: the one inside a date
 * ("24. prosince", "24 grudnia") and the one alone ("prosinec", "grudzień"), long and
 * abbreviated ("Dez.", "déc."). Letter case (by each language's own rules) and a trailing dot do
 * not matter; a word of three letters or more that starts only one month's name names that
 * month ("Sept", "Dez").
 */
export function monthOf(word: string, locale: string): number | null {
  for (const language of new Set([locale, 'en', ...locales])) {
    // In the letter case of the names' own language: Turkish has a dotted and a dotless i, so
    // "APRIL" is "aprıl" in Turkish but "april" in English, and "NİSAN" is "nisan" only in Turkish.
    const wanted = normalize(word, language);
    const names = monthNames(language);
    const exact = names.find(([name]) => name === wanted);
    if (exact) return exact[1];
    if (wanted.length < 3) continue;
    const months = new Set(names.filter(([name]) => name.startsWith(wanted)).map(([, month]) => month));
    if (months.size === 1) return [...months][0] as number;
  }
  return null;
}

const normalize = (word: string, locale: string) => word.normalize('NFC').toLocaleLowerCase(locale).replace(/\.$/, '');

const cache = new Map<string, Array<[string, number]>>();

/** Every name Intl gives a month in `locale`, normalized, with the month's number. */
function monthNames(locale: string): Array<[string, number]> {
  const cached = cache.get(locale);
  if (cached) return cached;
  const styles: Intl.DateTimeFormatOptions[] = [
    { month: 'long', day: 'numeric' },
    { month: 'long' },
    { month: 'short', day: 'numeric' },
    { month: 'short' },
  ];
  const names: Array<[string, number]> = [];
  for (const style of styles) {
    const format = new Intl.DateTimeFormat(locale, { ...style, timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) {
      const part = format.formatToParts(Date.UTC(2000, month - 1, 15)).find((item) => item.type === 'month');
      if (part && !/^\d+$/.test(part.value)) names.push([normalize(part.value, locale), month]);
    }
  }
  cache.set(locale, names);
  return names;
}
