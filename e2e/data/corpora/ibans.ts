/**
 * IBAN corpus for the design system's IBAN rule (`isValidIban`, packages/design-system/src/
 * masks/iban.ts). Valid: the example IBAN of each country in the SWIFT IBAN Registry (the same
 * examples python-stdnum's and php-iban's registry tests use). Invalid: each example with one
 * digit changed, two neighbours swapped, one character dropped or added, a country that has no
 * IBAN, and the shortened full-width paste. `accept` is decided by the source, never by
 * running the rule.
 */
import type { Corpus } from './corpus.ts';

const registryExamples = [
  'AD1200012030200359100100',
  'AE070331234567890123456',
  'AL47212110090000000235698741',
  'AT611904300234573201',
  'AZ21NABZ00000000137010001944',
  'BA391290079401028494',
  'BE68539007547034',
  'BG80BNBG96611020345678',
  'BH67BMAG00001299123456',
  'BR1800360305000010009795493C1',
  'CH9300762011623852957',
  'CR05015202001026284066',
  'CY17002001280000001200527600',
  'CZ6508000000192000145399',
  'DE89370400440532013000',
  'DK5000400440116243',
  'DO28BAGR00000001212453611324',
  'EE382200221020145685',
  'ES9121000418450200051332',
  'FI2112345600000785',
  'FO6264600001631634',
  'FR1420041010050500013M02606',
  'GB29NWBK60161331926819',
  'GE29NB0000000101904917',
  'GI75NWBK000000007099453',
  'GL8964710001000206',
  'GR1601101250000000012300695',
  'GT82TRAJ01020000001210029690',
  'HR1210010051863000160',
  'HU42117730161111101800000000',
  'IE29AIBK93115212345678',
  'IL620108000000099999999',
  'IS140159260076545510730339',
  'IT60X0542811101000000123456',
  'JO94CBJO0010000000000131000302',
  'KW81CBKU0000000000001234560101',
  'KZ86125KZT5004100100',
  'LB62099900000001001901229114',
  'LI21088100002324013AA',
  'LT121000011101001000',
  'LU280019400644750000',
  'LV80BANK0000435195001',
  'MC5811222000010123456789030',
  'MD24AG000225100013104168',
  'ME25505000012345678951',
  'MK07250120000058984',
  'MR1300020001010000123456753',
  'MT84MALT011000012345MTLCAST001S',
  'MU17BOMM0101101030300200000MUR',
  'NL91ABNA0417164300',
  'NO9386011117947',
  'PK36SCBL0000001123456702',
  'PL61109010140000071219812874',
  'PS92PALS000000000400123456702',
  'PT50000201231234567890154',
  'QA58DOHB00001234567890ABCDEFG',
  'RO49AAAA1B31007593840000',
  'RS35260005601001611379',
  'SA0380000000608010167519',
  'SE4550000000058398257466',
  'SI56263300012039086',
  'SK3112000000198742637541',
  'SM86U0322509800000000270100',
  'TN5910006035183598478831',
  'TR330006100519786457841326',
  'UA213223130000026007233566001',
  'VG96VPVG0000012345678901',
  'XK051212012345678906',
];

const changeDigit = (iban: string) => {
  const index = iban.length - 3;
  const digit = iban[index] ?? '0';
  const changed = /\d/.test(digit) ? String((Number(digit) + 1) % 10) : digit === 'A' ? 'B' : 'A';
  return iban.slice(0, index) + changed + iban.slice(index + 1);
};
const swapFirstDifferentNeighbours = (iban: string) => {
  for (let index = 4; index < iban.length - 1; index++) {
    if (iban[index] !== iban[index + 1]) {
      return iban.slice(0, index) + iban[index + 1] + iban[index] + iban.slice(index + 2);
    }
  }
  return iban;
};
const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

const swift: Corpus = {
  name: 'swift-registry-examples',
  source:
    'SWIFT IBAN Registry (https://www.swift.com/standards/data-standards/iban), the example IBAN of each country; also in python-stdnum tests/test_iban.doctest and php-iban registry.txt',
  cases: registryExamples.flatMap((iban) => [
    { value: iban, accept: true, note: 'registry example' },
    { value: grouped(iban), accept: true, note: 'registry example, in groups of four' },
    { value: changeDigit(iban), accept: false, note: 'one character changed' },
    { value: swapFirstDifferentNeighbours(iban), accept: false, note: 'two neighbours swapped' },
    { value: iban.slice(0, -1), accept: false, note: 'one character short' },
    { value: `${iban}0`, accept: false, note: 'one character over' },
  ]),
};

const paste: Corpus = {
  name: 'pasted-and-typed',
  source: 'what shoppers paste into a masked field: labels, spaces and punctuation from bank letters and apps',
  cases: [
    { value: 'IBAN: DE89 3704 0044 0532 0130 00', accept: true, note: 'label pasted from a bank letter' },
    { value: 'ＤＥ８９ ３７０４ ００４４ ０５３２ ０１３０ ００', accept: true, note: 'full-width, converted' },
    { value: 'DE89 3704 0044 0532 0130', accept: false, note: 'shortened (full-width digits dropped by the old mask)' },
    { value: 'de89370400440532013000', accept: true, note: 'lower case' },
    { value: 'XX89370400440532013000', accept: false, note: 'no such country' },
    { value: 'US64SVBKUS6S3300958879', accept: false, note: 'a country without IBAN' },
    { value: 'DE12AB', accept: false, note: 'the gallery test value' },
    { value: '', accept: false, note: 'empty' },
  ],
};

export const ibanCorpora: Corpus[] = [swift, paste];
