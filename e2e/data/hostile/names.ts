/**
 * Hostile and ordinary names for the newsletter's first- and last-name fields (at most 40
 * characters, counted composed (NFC); letters, digits, spaces and + & ' ` ´ , ( ) / . - only,
 * plus the apostrophes ’ ʼ and the ʻokina; never a URL or web address; message "this field
 * contains invalid characters"). Letters are those of the Latin script with their combining
 * marks. Expected: `ok`, `invalid`, `tooLong`. Public name corpora: e2e/data/corpora/names.ts.
 * In the browser none of them may ever render as markup or run script (they are shown back as
 * the input's value only).
 */
export type NameResult = 'ok' | 'invalid' | 'tooLong';

export interface NameCase {
  value: string;
  result: NameResult;
  note: string;
  /** The verdict in a browser when it differs: a single-line input drops line breaks. */
  browser?: NameResult;
}

const n = (value: string, result: NameResult, note: string, browser?: NameResult): NameCase =>
  browser ? { value, result, note, browser } : { value, result, note };

export const names: NameCase[] = [
  // every alphabet we serve
  n('Jürgen Größe-Äßler', 'ok', 'German ä ö ü ß'),
  n('Straße Weiß', 'ok', 'German ß'),
  n('Hélène Dûchâtel-Œuvré', 'ok', 'French é û â œ'),
  n('François Lætitia Çà', 'ok', 'French ç æ'),
  n('Noël Zoë Loïc', 'ok', 'French diaeresis'),
  n('Řehoř Šťastný Žďárský', 'ok', 'Czech ř š ť ž ď'),
  n('Jiří Růžička Dvořák', 'ok', 'Czech ř ů'),
  n('Ľudovít Ďurčo Ĺ Ŕ Ô Ä', 'ok', 'Slovak ľ ĺ ŕ ô'),
  n('Árpád Őrsi Űrös Kőszegi', 'ok', 'Hungarian ő ű'),
  n('Gyöngyvér Erdős', 'ok', 'Hungarian ö é'),
  n('İsmail Ağaoğlu', 'ok', 'Turkish İ ğ'),
  n('Işıl Şahin Çağrı', 'ok', 'Turkish ı ş ç'),
  n('Gülşen Öztürk', 'ok', 'Turkish ü ö ş'),
  n('Łukasz Żółć', 'ok', 'Polish ł ż ó ć'),
  n('Małgorzata Świątek-Ęą Ń Ź', 'ok', 'Polish ś ą ę ń ź'),
  n('Cafe\u0301 Mu\u0308ller', 'ok', 'combining marks (NFD), composed first'),
  n("O'Brien", 'ok', 'apostrophe'),
  n('O’Brien', 'ok', 'apostrophe U+2019, as phones type it'),
  n('Kaʻahumanu', 'ok', 'Hawaiian ʻokina U+02BB'),
  n('O\u0323la\u0301', 'ok', 'Yoruba Ọlá typed decomposed'),
  n('Ẹ̀kọ́ A\u0300ya\u0300nfe\u0323\u0301', 'ok', 'Yoruba marks without a precomposed form'),
  n(`${'Ö'.repeat(20)}${'u\u0308'.repeat(15)}`, 'ok', '35 letters, 15 typed decomposed (50 code points before NFC)'),
  n(`${'a'.repeat(25)}${'u\u0308'.repeat(15)}`, 'ok', '40 letters after NFC, 55 code points typed'),
  n('M.De Vries', 'ok', 'initial glued to a particle, not a web address'),
  n('J.R.R. Tolkien', 'ok', 'initials'),
  n('Anna-Lena', 'ok', 'hyphen'),
  n('Müller (geb. Meier)', 'ok', 'brackets and dot'),
  n('Schmidt & Söhne', 'ok', 'ampersand'),
  n('Anna+Peter, Jr.', 'ok', 'plus and comma'),
  n('A/B `x´', 'ok', 'slash, backtick, acute'),
  n('Louis XIV 2', 'ok', 'digits'),
  n('', 'ok', 'empty (optional in DE/AT)'),
  n('a'.repeat(40), 'ok', '40 characters (the limit)'),
  n('Ő'.repeat(40), 'ok', '40 Hungarian letters'),
  // markup and script payloads
  n('<img src=x onerror=alert(1)>', 'invalid', 'img onerror'),
  n('<script>alert(1)</script>', 'invalid', 'script tag'),
  n('<svg/onload=alert(1)>', 'invalid', 'svg onload'),
  n('"><img src=x onerror=alert(1)>', 'invalid', 'attribute break-out'),
  n("'-alert(1)-'", 'ok', 'JS string break-out: only allowed characters, harmless as text'),
  n('{{7*7}}', 'invalid', 'template injection'),
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the payload is exactly that text
  n('${alert(1)}', 'invalid', 'template literal'),
  n('<b>Anna</b>', 'invalid', 'harmless markup'),
  n('&lt;b&gt;', 'invalid', 'HTML entities'),
  n('Anna\u0000', 'invalid', 'NUL'),
  n('Anna\u202Eanna', 'invalid', 'right-to-left override'),
  n('An\u200Bna', 'invalid', 'zero-width space'),
  n('Anna\nSchmidt', 'invalid', 'newline (a browser input drops it: AnnaSchmidt)', 'ok'),
  n('Anna; DROP TABLE customers', 'invalid', 'SQL'),
  // URL-like
  n('www.example.com', 'invalid', 'www'),
  n('https://evil.example', 'invalid', 'https URL'),
  n('http:evil', 'invalid', 'http scheme'),
  n('javascript:alert(1)', 'invalid', 'javascript scheme'),
  n('data:text/html', 'invalid', 'data scheme (colon)'),
  n('//evil.example', 'invalid', 'protocol-relative'),
  n('Besuchen Sie shop.de', 'invalid', 'domain in a sentence'),
  n('anna.com', 'invalid', 'bare domain'),
  n('ftp.files', 'invalid', 'ftp prefix'),
  n('evil.cn', 'invalid', 'bare domain, a TLD no list had'),
  n('is.gd/abc', 'invalid', 'URL shortener with a path'),
  n('ｅｖｉｌ.ｃｏｍ', 'invalid', 'full-width domain'),
  n('EVIL.COM', 'invalid', 'domain in capitals'),
  n('e\u0301vil.cn', 'invalid', 'decomposed letters in a domain'),
  n('a\u0301\u0300\u0302\u0303\u0304', 'invalid', 'five stacked marks, four after composing (Zalgo)'),
  n('\u0301Anna', 'invalid', 'a mark with no letter'),
  n('Evil.Com', 'invalid', 'domain, capitalised like a name'),
  n('Bit.Ly/Abc', 'invalid', 'shortener, capitalised'),
  n('T.Me/Evil', 'invalid', 'messenger link after an initial-like host'),
  n('Evil.Xn--P1ai', 'invalid', 'domain with a punycode TLD'),
  n('EVIL.CN', 'invalid', 'two-letter TLD in capitals'),
  n('Shop.Evil.cn', 'invalid', 'three labels'),
  n('Hans www.Shop', 'invalid', 'www after a name'),
  n('evil(dot)com', 'invalid', 'dot spelled out'),
  n('evil (Punkt) de', 'invalid', 'dot spelled out in German'),
  n('evil . com', 'invalid', 'dot set apart by spaces'),
  // spreadsheet formulas (names end up in exported lists)
  n('+SUM(1,2)', 'invalid', 'formula after a plus'),
  n('-SUM(1,2)', 'invalid', 'formula after a minus'),
  n('-1+1', 'invalid', 'arithmetic after a minus'),
  n('=1+1', 'invalid', 'equals sign'),
  n('@SUM(1)', 'invalid', 'at sign'),
  n('Anna-Lena +Peter', 'ok', 'plus inside a name, not at its start'),
  n('Marcel·lí', 'ok', 'Catalan ela geminada (U+00B7)'),
  n('Paral·lel Col·lecció', 'ok', 'Catalan l·l twice'),
  n('Anna·Lena', 'invalid', 'middle dot between other letters'),
  n('Dr.Müller', 'ok', 'title glued to the name'),
  // other scripts and symbols
  n('Анна', 'invalid', 'Cyrillic'),
  n('Αλέξανδρος', 'invalid', 'Greek'),
  n('张伟', 'invalid', 'Chinese'),
  n('محمد', 'invalid', 'Arabic'),
  n('Anna 😀', 'invalid', 'emoji'),
  n('Anna!', 'invalid', 'exclamation mark'),
  n('Anna@home', 'invalid', 'at sign'),
  n('Anna_B', 'invalid', 'underscore'),
  // lengths
  n('a'.repeat(41), 'tooLong', '41 characters'),
  n(`${'a'.repeat(26)}${'u\u0308'.repeat(15)}`, 'tooLong', '41 letters after NFC'),
  n('Ő'.repeat(41), 'tooLong', '41 Hungarian letters'),
  n('x'.repeat(100_000), 'tooLong', '100 000 characters'),
];
