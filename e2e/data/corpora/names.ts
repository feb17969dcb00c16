/**
 * Name corpora for the newsletter's first- and last-name rule (packages/newsletter/src/domain/
 * validation.ts). `accept` is what the shop should do, decided from the source, never by running
 * the rule: every real name is accepted; an address, a URL or markup is refused.
 */
import type { Corpus } from './corpus.ts';

const words = (text: string) => text.trim().split(/\s+/);

// The 100 most frequent Hungarian family names and first names (2016), as Faker's hu_HU person
// provider lists them from the Hungarian Ministry of Interior's public statistics.
const huLastNames = words(`Nagy Kovács Tóth Szabó Horváth Varga Kiss Molnár Németh Farkas Balogh Papp Takács Juhász
  Lakatos Mészáros Oláh Simon Rácz Fekete Szilágyi Török Fehér Balázs Gál Kis Szűcs Kocsis Orsós Pintér Fodor Szalai
  Sipos Magyar Lukács Gulyás Biró Király László Katona Jakab Bogdán Balog Sándor Boros Fazekas Kelemen Váradi Antal
  Somogyi Orosz Fülöp Veres Vincze Hegedűs Budai Deák Pap Bálint Pál Illés Vass Szőke Vörös Bognár Fábián Lengyel
  Bodnár Szücs Hajdu Halász Jónás Máté Székely Kozma Gáspár Pásztor Bakos Dudás Major Orbán Hegedüs Virág Barna Novák
  Soós Tamás Nemes Pataki Balla Faragó Kerekes Borbély Barta Péter Szekeres Csonka Mezei Márton Sárközi`);
const huFirstNames = words(`László István József János Zoltán Sándor Gábor Ferenc Attila Péter Tamás Zsolt Tibor
  András Csaba Imre Lajos György Balázs Gyula Mihály Róbert Károly Dávid Dániel Ádám Béla Krisztián Miklós Norbert Bence
  Máté Pál Gergő Roland Szabolcs Bálint Levente Márk Richárd Antal Gergely Ákos Viktor Árpád Márton Géza Kristóf Milán
  Dominik Patrik Martin Barnabás Jenő Kálmán Marcell Áron Mátyás Ernő Endre Botond Zsombor Dezső Olivér Nándor Szilárd
  Erik Alex Benedek Vilmos Kornél Zalán Dénes Ottó Benjámin Bertalan Kevin Adrián Rudolf Noel Albert Vince Ervin Győző
  Zsigmond Andor Iván Szilveszter Gusztáv Barna Ábel Hunor Arnold Csongor Elemér Krisztofer Bendegúz Emil Tivadar
  Henrik Mária Erzsébet Katalin Éva Ilona Anna Zsuzsanna Margit Judit Ágnes Andrea Ildikó Julianna Erika Krisztina Irén
  Eszter Mónika Magdolna Edit Gabriella Szilvia Anita Viktória Anikó Márta Tímea Rozália Piroska Ibolya Klára Tünde
  Dóra Zsófia Alexandra Veronika Gizella Csilla Nikolett Melinda Réka Nóra Terézia Adrienn Beáta Marianna Vivien Renáta
  Barbara Enikő Bernadett Rita Brigitta Edina Hajnalka Gyöngyi Petra Boglárka Orsolya Jolán Noémi Etelka Valéria Fanni
  Borbála Annamária Kitti Teréz Nikoletta Laura Emese Lilla Hanna Aranka Kinga Klaudia Anett Róza Lili Zita Dorina Emma
  Beatrix Zsanett Sára Bianka Rózsa Jázmin Luca Júlia Diána Henrietta Györgyi Irma Dorottya Bettina Mariann Virág Gréta
  Rebeka`);

const hungarian: Corpus = {
  name: 'faker-hu_HU',
  source:
    'https://github.com/joke2k/faker faker/providers/person/hu_HU/__init__.py (most frequent names 2016, Hungarian Ministry of Interior, public domain), with its name formats: prefixes "Dr.", "Prof. Dr.", abbreviated first names ("K."), married names ("-né")',
  cases: [
    ...huLastNames.map((value) => ({ value, accept: true, note: 'family name' })),
    ...huFirstNames.map((value) => ({ value, accept: true, note: 'first name' })),
    ...huLastNames.slice(0, 20).map((value, index) => ({
      value: `${huLastNames[(index + 7) % huLastNames.length]}né ${value}`,
      accept: true,
      note: 'married name (-né)',
    })),
    ...huFirstNames.slice(0, 20).map((value) => ({ value: `Dr. ${value}`, accept: true, note: 'prefix Dr.' })),
    ...huFirstNames
      .slice(20, 30)
      .map((value) => ({ value: `Prof. Dr. ${value}`, accept: true, note: 'prefix Prof. Dr.' })),
    ...huFirstNames.slice(40, 60).map((value, index) => ({
      value: `${value.charAt(0)}. ${huLastNames[index]}`,
      accept: true,
      note: 'abbreviated first name',
    })),
  ],
};

/** Names the issue and "falsehoods programmers believe about names" lists name as real. */
const worldNames: Corpus = {
  name: 'real-world-names',
  source:
    'names shoppers really have; Patrick McKenzie, "Falsehoods Programmers Believe About Names" (kalzumeus.com, 2010): apostrophes, okina, combining marks, initials, particles; Unicode CLDR exemplar characters for Yoruba (yo) and Hawaiian (haw)',
  cases: [
    { value: 'O’Brien', accept: true, note: 'apostrophe U+2019 (what phones type)' },
    { value: "O'Brien", accept: true, note: 'ASCII apostrophe' },
    { value: 'D’Angelo', accept: true, note: 'Italian, U+2019' },
    { value: 'Mc’Intyre', accept: true, note: 'U+2019 inside' },
    { value: 'Kaʻahumanu', accept: true, note: 'Hawaiian ʻokina U+02BB' },
    { value: 'Hawaiʻi Keʻelikōlani', accept: true, note: 'ʻokina and kahakō' },
    { value: 'Oʼneil', accept: true, note: 'modifier apostrophe U+02BC' },
    { value: 'O\u0323la\u0301', accept: true, note: 'Yoruba Ọlá typed decomposed' },
    { value: 'Ọláolúwa', accept: true, note: 'Yoruba, composed' },
    {
      value: 'A\u0300ya\u0300nfe\u0323\u0301',
      accept: true,
      note: 'Yoruba with a dot below and a tone mark (no precomposed form)',
    },
    { value: 'Ẹ̀kọ́', accept: true, note: 'Yoruba ẹ̀ ọ́' },
    { value: 'M.De Vries', accept: true, note: 'initial glued to a Dutch particle' },
    { value: 'J.R.R. Tolkien', accept: true, note: 'initials without spaces' },
    { value: 'St.Pierre', accept: true, note: 'abbreviated Saint' },
    { value: 'Müller (geb. Meier)', accept: true, note: 'née in German' },
    { value: 'van der Berg', accept: true, note: 'lower-case particles' },
    { value: 'de la Cruz-Ýmir', accept: true, note: 'particles and hyphen' },
    { value: 'Smith Jr.', accept: true, note: 'suffix' },
    { value: 'ifj. Kovács', accept: true, note: 'Hungarian "junior"' },
    { value: 'Nguyễn Thị Minh Khai', accept: true, note: 'Vietnamese, stacked diacritics' },
    { value: 'Ngô Bảo Châu', accept: true, note: 'Vietnamese' },
    { value: 'X Æ A-12', accept: true, note: 'letters, digits, hyphen' },
    { value: 'Bjørn Ødegård', accept: true, note: 'Norwegian ø å' },
    { value: 'Þórunn Guðmundsdóttir', accept: true, note: 'Icelandic þ ð' },
    { value: `${'Ö'.repeat(20)}${'u\u0308'.repeat(15)}`, accept: true, note: '35 letters, 15 typed decomposed' },
    { value: 'evil.cn', accept: false, note: 'bare domain, TLD not in any old list' },
    { value: 'is.gd/abc', accept: false, note: 'URL shortener with path' },
    { value: 'ｅｖｉｌ.ｃｏｍ', accept: false, note: 'full-width domain' },
    { value: 'ｗｗｗ．ｅｖｉｌ．ｃｏｍ', accept: false, note: 'full-width www with full-width dots' },
    { value: 'EVIL.COM', accept: false, note: 'upper-case domain' },
    { value: 'bit.ly/x', accept: false, note: 'shortener' },
    { value: 'Anna besuche shop.example', accept: false, note: 'domain in a sentence' },
    { value: 't.me/anna', accept: false, note: 'messenger link' },
    { value: 'Gewinn auf win.xyz', accept: false, note: 'spam sentence' },
    { value: 'mail.ru', accept: false, note: 'domain' },
    { value: 'anna.schmidt', accept: false, note: 'dot between lower-case words (a user name or a host)' },
    { value: 'www.Anna', accept: false, note: 'www' },
    { value: '//anna', accept: false, note: 'protocol-relative' },
    { value: 'Anna <b>', accept: false, note: 'markup' },
  ],
};

export const nameCorpora: Corpus[] = [hungarian, worldNames];
