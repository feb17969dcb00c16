import { afterEach, describe, expect, it, vi } from 'vitest';
import '../index.ts';

afterEach(() => vi.restoreAllMocks());

describe('the design system elements of index.ts', () => {
  it('<shop-icon> draws the named icon at the given size, labelled when asked', async () => {
    document.body.innerHTML = '<shop-icon name="flag-switzerland" size="24" label="Schweiz" country="CH"></shop-icon>';
    const host = document.querySelector('shop-icon') as HTMLElement;
    await vi.waitFor(() => expect(host.shadowRoot?.querySelector('svg')).toBeTruthy());
    const svg = host.shadowRoot?.querySelector('svg');
    expect(svg?.dataset.icon).toBe('flag-switzerland');
    expect(svg?.getAttribute('width')).toBe('24');
    expect(svg?.getAttribute('aria-label')).toBe('Schweiz');
  });

  it('<shop-icon> with an unknown name shows nothing and warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<shop-icon name="unicorn"></shop-icon>';
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(warn.mock.calls.flat().join(' ')).toContain('unknown icon "unicorn"');
    expect(document.querySelector('shop-icon')?.shadowRoot?.querySelector('svg')).toBeNull();
  });

  it('<shop-banderole> shows its text in the loyalty-card style with an icon', async () => {
    document.body.innerHTML =
      '<shop-banderole variant="loyalty-card" icon="loyalty-card" text="Jeder 11. Kaffee gratis"></shop-banderole>';
    const host = document.querySelector('shop-banderole') as HTMLElement;
    await vi.waitFor(() => expect(host.shadowRoot?.querySelector('svg')).toBeTruthy());
    const band = host.shadowRoot?.querySelector('.banderole--loyalty-card');
    expect(band?.textContent).toContain('Jeder 11. Kaffee gratis');
    expect(band?.querySelector('svg')?.dataset.icon).toBe('loyalty-card');
  });
});
