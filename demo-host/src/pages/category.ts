import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { composedSnippets } from '../core/bundles.ts';
import { countryFrom } from '../core/countries.ts';
import { renderPage } from '../core/layout.ts';

/**
 * A shop's category page: a grid of product tiles (`/category?tiles=48`, 0 to 1000, default 48),
 * each with a `<shop-banderole>` (its icon inside) and two `<shop-icon>`s, so three of our small
 * elements per tile. The page loads the design system's bundle through the same snippet
 * composition a template includes. bench/category.mjs measures what the elements cost as their
 * number grows; e2e/layout-shift.spec.ts checks that nothing moves while they render.
 */
const routes = new Hono();

export const defaultTiles = 48;
export const maxTiles = 1000;

/** The number of tiles the query asks for, within 0…maxTiles (the default for none or garbage). */
export function tileCount(value: string | undefined): number {
  const count = Number.parseInt(value ?? '', 10);
  return Number.isFinite(count) ? Math.min(maxTiles, Math.max(0, count)) : defaultTiles;
}

const products = [
  { name: 'Espresso beans, dark roast', price: '9.99', icon: 'coffee', feature: 'Coffee' },
  { name: 'Oak side table', price: '79.00', icon: 'furniture', feature: 'Furniture' },
  { name: 'Chef’s knife set', price: '34.95', icon: 'kitchen', feature: 'Kitchen' },
  { name: 'Children’s rain jacket', price: '24.99', icon: 'kids', feature: 'Children' },
  { name: 'Running shirt', price: '19.99', icon: 'sport-hobby', feature: 'Sport and hobby' },
  { name: 'Organic cotton scarf', price: '14.99', icon: 'sustainability', feature: 'Sustainable' },
] as const;

// The tiles' layout is the template's: a fixed image box and one-line texts, so a tile's height
// does not depend on when its elements render; each element's space is reserved until it is
// defined (a one-line banderole: its text is short enough for the narrowest tile).
const pageCss =
  '.category-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:16px;list-style:none;margin:0;padding:0}' +
  '.tile{display:flex;flex-direction:column;gap:8px;border:1px solid #ddd;padding:12px}' +
  '.tile__image{aspect-ratio:4/3;background:#eee}' +
  '.tile__name{font-size:16px;margin:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}' +
  '.tile__price{margin:0;font-weight:bold}' +
  '.tile__features{display:flex;align-items:center;gap:8px;margin:0;font-size:14px}' +
  // A banderole of one line is 29 px high, an icon of the default size 16 px wide in a 24 px line.
  '.tile shop-banderole{display:block;min-height:29px}' +
  '.tile shop-icon{display:block;width:16px;height:24px}';

function tile(index: number, country: string) {
  const product = products[index % products.length] as (typeof products)[number];
  return html`<li class="tile">
  <div class="tile__image"></div>
  <shop-banderole variant="loyalty-card" icon="loyalty-card" text="Card price −10 %" country="${country}"></shop-banderole>
  <h2 class="tile__name"><a href="#product-${index + 1}">${product.name} (${index + 1})</a></h2>
  <p class="tile__price">€ ${product.price}</p>
  <p class="tile__features"><shop-icon name="${product.icon}" label="${product.feature}" country="${country}"></shop-icon><shop-icon name="wishlist" label="On the wish list" country="${country}"></shop-icon></p>
</li>`;
}

routes.get('/category', async (c) => {
  const country = countryFrom(c.req.query('country'));
  const tiles = tileCount(c.req.query('tiles'));
  const page = await renderPage({
    country,
    path: `/category?tiles=${tiles}`,
    title: `Coffee and more: ${tiles} products`,
    description: 'A category page: product tiles with a loyalty-card banderole and feature icons.',
    snippets: composedSnippets([{ pkg: 'design-system' }], country),
    body: html`
      <style>${raw(pageCss)}</style>
      <h1>Coffee and more</h1>
      <p>${tiles} products</p>
      <ul class="category-grid" aria-label="Products">
        ${Array.from({ length: tiles }, (_, index) => tile(index, country))}
      </ul>`,
  });
  return c.html(page);
});

export default { routes };
