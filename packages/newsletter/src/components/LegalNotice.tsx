import { ExpansionItem, useTranslation } from '@shop/design-system';
import type { CountryRules } from '../domain/countryRules.ts';
import { RichText } from './RichText.tsx';

/** The legal notice is collapsed to 60 px. */
const legalNoticeCollapsedHeight = 60;

/** The legal notice in an expansion item: consent text, age, and the TR and PL specifics. */
export function LegalNotice({ rules }: { rules: CountryRules }) {
  const { t } = useTranslation();
  const links = {
    privacy: rules.links.privacy,
    contact: rules.links.contact,
    example: rules.links.exampleNewsletter,
    info: rules.links.newsletterInfo,
    terms: rules.links.terms,
  };
  return (
    <div className="newsletter__legal">
      <ExpansionItem collapsedHeight={legalNoticeCollapsedHeight}>
        <p>
          <RichText text={t('legalNotice')} links={links} /> {t('legalAge', { age: rules.minimumAge })}
        </p>
        {rules.deleteUnconfirmedAfterDays !== null && (
          <p>
            <RichText
              text={t('trDeletion', { days: rules.deleteUnconfirmedAfterDays, years: rules.stopUnopenedAfterYears })}
              links={links}
            />
          </p>
        )}
        {rules.links.terms && (
          <p>
            <RichText text={t('plTerms')} links={links} />
          </p>
        )}
      </ExpansionItem>
    </div>
  );
}
