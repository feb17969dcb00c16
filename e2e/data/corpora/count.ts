/**
 * Prints, per corpus, its size and how many inputs the former rules (legacyRules.ts)
 * and the rules now wrongly accept or wrongly reject:
 *   node_modules/.bin/tsx e2e/data/corpora/count.ts
 * (The unit tests hold the rules now to every entry; this is the before/after record.)
 */
import { checkEmailAddress } from '@shop/design-system/email-address';
import { isValidIban } from '@shop/design-system/iban';
import {
  hasOnlyAllowedNameCharacters,
  looksLikeWebAddress,
  nameLength,
  nameMaxLength,
  startsLikeFormula,
} from '@shop/newsletter/validation';
import { emails } from '../hostile/emails.ts';
import { names } from '../hostile/names.ts';
import { emailCorpora } from './emails.ts';
import { ibanCorpora } from './ibans.ts';
import {
  oldIbanAccepts,
  oldLoginAcceptsEmail,
  oldNewsletterAcceptsEmail,
  oldNewsletterAcceptsName,
} from './legacyRules.ts';
import { nameCorpora } from './names.ts';

interface Case {
  value: string;
  accept: boolean;
}
type Rule = (value: string) => boolean;

function errors(cases: Case[], rule: Rule) {
  let wronglyAccepted = 0;
  let wronglyRejected = 0;
  for (const { value, accept } of cases) {
    const accepted = rule(value);
    if (accepted && !accept) wronglyAccepted++;
    if (!accepted && accept) wronglyRejected++;
  }
  return `${wronglyAccepted} wrongly accepted, ${wronglyRejected} wrongly rejected`;
}

const newEmail: Rule = (value) => checkEmailAddress(value) === 'ok';
const newName: Rule = (value) =>
  nameLength(value) <= nameMaxLength &&
  hasOnlyAllowedNameCharacters(value) &&
  !looksLikeWebAddress(value) &&
  !startsLikeFormula(value);

const emailSets = [
  ...emailCorpora,
  {
    name: 'hostile/emails.ts',
    cases: emails.map((entry) => ({ value: entry.value, accept: entry.expected === 'ok' })),
  },
];
for (const corpus of emailSets) {
  console.log(`e-mail ${corpus.name} (${corpus.cases.length}):`);
  console.log(`  before, newsletter: ${errors(corpus.cases, oldNewsletterAcceptsEmail)}`);
  console.log(`  before, login:      ${errors(corpus.cases, oldLoginAcceptsEmail)}`);
  console.log(`  now, both forms:    ${errors(corpus.cases, newEmail)}`);
}
const nameSets = [
  ...nameCorpora,
  { name: 'hostile/names.ts', cases: names.map((entry) => ({ value: entry.value, accept: entry.result === 'ok' })) },
];
for (const corpus of nameSets) {
  console.log(`names ${corpus.name} (${corpus.cases.length}):`);
  console.log(`  before: ${errors(corpus.cases, oldNewsletterAcceptsName)}`);
  console.log(`  now:    ${errors(corpus.cases, newName)}`);
}
for (const corpus of ibanCorpora) {
  console.log(`IBAN ${corpus.name} (${corpus.cases.length}):`);
  console.log(`  before: ${errors(corpus.cases, oldIbanAccepts)}`);
  console.log(`  now:    ${errors(corpus.cases, isValidIban)}`);
}
