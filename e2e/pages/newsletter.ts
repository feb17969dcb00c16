import type { Page } from '@playwright/test';
import { localeTexts } from '../helpers.ts';

/** The newsletter's texts in one locale (the strings its element shows). */
export type NewsletterTexts = Record<string, string> & {
  errors: Record<string, string>;
  salutations: Record<string, string>;
};

const newsletterTexts = (locale: string): NewsletterTexts => localeTexts('newsletter', locale);

/**
 * <shop-newsletter>'s controls by their labels in `locale`. `host` selects the element
 * (`shop-footer shop-newsletter` for the footer's block). An optional field's label ends in the
 * "optional" text, so `field(label, false)` finds it.
 */
export function newsletterForm(page: Page, locale: string, host = 'shop-newsletter') {
  const t = newsletterTexts(locale);
  const element = page.locator(host);
  const field = (label: string | undefined, required = true) =>
    element.getByLabel(required ? (label ?? '') : `${label} ${t.optional}`, { exact: true });
  return {
    t,
    element,
    field,
    email: field(t.emailLabel),
    submit: element.getByRole('button', { name: t.submit ?? '', exact: true }),
    success: element.getByTestId('newsletter-success'),
    banner: element.getByRole('alert').filter({ hasText: t.errorGeneric ?? '' }),
  };
}

/** How many sign-ups the mock newsletter service received in the QA scope `scope`. */
export async function subscribeRequests(page: Page, scope: string): Promise<number> {
  const answer = await page.request.get(`/__qa/newsletter/requests?scope=${scope}`);
  return ((await answer.json()) as { subscribeRequests: number }).subscribeRequests;
}
