import { countries } from '@shop/sites';
import { describe, expect, it } from 'vitest';
import { builtInContent } from '../src/content/all.ts';
import { prerenderFooter } from './prerender-entry.tsx';

/**
 * The prerendered footer below 1280 px, without any script: each group a native disclosure
 * (details/summary) that opens by itself, named and ordered as the live footer's collapsible groups
 * (the take-over opens the n-th live group for the n-th open disclosure, `carryOver`).
 */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');

describe('the prerendered footer’s groups on narrow screens', () => {
  it.each(countries)('%s: one native disclosure per live collapsible group, in the same order', async (country) => {
    const html = await prerenderFooter({ country, reduced: false, hideNewsletter: true });
    const content = builtInContent[country];
    const summaries = [
      ...html.matchAll(
        /<details class="fold" data-shop-toggle=""><summary class="fold__summary">(.*?)<\/summary><\/details>/g,
      ),
    ];
    expect(summaries.map((match) => text(match[1] ?? ''))).toEqual([
      ...content.teaser.groups.map((group) => group.heading.link.text),
      content.seo.heading,
    ]);
    // Each disclosure's title is a level-3 heading, as the live group's toggle is in one.
    for (const [, summary] of summaries) expect(summary).toMatch(/^<h3 class="fold__heading">.*<\/h3>/);
    // The group's body follows its disclosure (the CLASSIC columns show it without it).
    expect(html.match(/<\/details><div class="teaser__body">/g)).toHaveLength(content.teaser.groups.length);
    expect(html).toContain('</details><div class="seo__columns">');
  });

  it('lists the links of the collapsible group only (heading link, hideInClassic) for narrow screens', async () => {
    const html = await prerenderFooter({ country: 'PL', reduced: false, hideNewsletter: true });
    expect(html).toContain('<li class="teaser__mobile-only"><a href="/contact">Obsługa klienta</a></li>');
    expect(html).toMatch(
      /<li class="teaser__mobile-only"><a href="https:\/\/play\.google\.com[^"]*"[^>]*>Pobierz aplikację Shop/,
    );
  });
});
