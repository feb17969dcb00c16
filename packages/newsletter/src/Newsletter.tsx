import { formatPercent, Notification, useShopElement, useStyles, useTranslation } from '@shop/design-system';
import { cookieNames, isLoggedIn, readCookie, track } from '@shop/session';
import type { Country } from '@shop/sites';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createNewsletterApi } from './api.ts';
import { NewsletterImage } from './components/NewsletterImage.tsx';
import { type SubmitOutcome, SubscribeForm } from './components/SubscribeForm.tsx';
import { SuccessMessage } from './components/SuccessMessage.tsx';
import { Teaser } from './components/Teaser.tsx';
import { isTrapped } from './domain/botTrap.ts';
import { showsLinkInvalidBanner } from './domain/confirmationBanner.ts';
import { countryRules, welcomeDiscount } from './domain/countryRules.ts';
import { noPrefill, type Prefill, type SubscriberFormValues } from './domain/formValues.ts';
import { toOrigin, toSubscribeRequest } from './domain/request.ts';
import type { SubmitResult } from './domain/result.ts';
import { signUpEvent } from './domain/tracking.ts';
import css from './Newsletter.css?inline';

export interface NewsletterProps {
  country: Country;
  locale: string;
  origin?: string;
  originAddition?: string;
  confirmationLinkInvalid?: boolean;
  site?: string;
  originalAddress?: string;
}

/** <shop-newsletter>: the sign-up section with its result states (success message, technical-error banner, e-mail field error). */
export function Newsletter({
  country,
  locale,
  origin: originAttribute,
  originAddition = '',
  confirmationLinkInvalid = false,
  site = '',
  originalAddress = '',
}: NewsletterProps) {
  useStyles(css);
  const { t } = useTranslation();
  const { apiBase, emit } = useShopElement();
  const rules = countryRules[country];
  const origin = toOrigin(originAttribute);
  const api = useMemo(() => createNewsletterApi({ apiBase }), [apiBase]);
  const [result, setResult] = useState<SubmitResult>('NONE');
  const [submittedEmail, setSubmittedEmail] = useState('');
  const [prefill, setPrefill] = useState<Prefill>(noPrefill);
  const [linkInvalid, setLinkInvalid] = useState(() =>
    showsLinkInvalidBanner(confirmationLinkInvalid, typeof location === 'undefined' ? '' : location.search),
  );
  const inFlight = useRef<AbortController | null>(null);
  const discount = formatPercent(welcomeDiscount, locale);

  useEffect(() => {
    if (confirmationLinkInvalid) setLinkInvalid(true);
  }, [confirmationLinkInvalid]);

  // Prefill for a logged-in shopper; any failure leaves the empty, working form.
  useEffect(() => {
    const token = readCookie(cookieNames.loginToken);
    if (!token || !isLoggedIn()) return;
    const controller = new AbortController();
    // The prefill rules load only for logged-in shoppers.
    Promise.all([api.customerBaseData(token, controller.signal), import('./domain/prefill.ts')])
      .then(([body, { parseBaseData, prefillFrom }]) => {
        const data = parseBaseData(body);
        if (!controller.signal.aborted && data) setPrefill(prefillFrom(data, rules));
      })
      .catch((error: unknown) => console.warn('<shop-newsletter> prefill unavailable:', error));
    return () => controller.abort();
  }, [api, rules]);

  // A request still running when the element goes away is cancelled.
  useEffect(() => () => inFlight.current?.abort(), []);

  const succeed = useCallback(
    (email: string) => {
      track(signUpEvent(origin, originAddition));
      setSubmittedEmail(email);
      setResult('SUCCESS');
      emit('shop-newsletter-submitted', { origin, originAddition });
    },
    [emit, origin, originAddition],
  );

  const submit = useCallback(
    async (values: SubscriberFormValues): Promise<SubmitOutcome> => {
      const body = toSubscribeRequest(values, origin, originAddition);
      if (isTrapped(values.website)) {
        succeed(body.email);
        return 'SUCCESS';
      }
      setResult('NONE');
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const outcome = await api.subscribe(body, { site, originalAddress, signal: controller.signal });
      if (controller.signal.aborted) return 'NONE';
      if (outcome === 'SUCCESS') succeed(body.email);
      else setResult(outcome);
      return outcome;
    },
    [api, origin, originAddition, site, originalAddress, succeed],
  );

  if (result === 'SUCCESS') {
    return (
      <section className="newsletter">
        <SuccessMessage email={submittedEmail} />
      </section>
    );
  }
  return (
    <section className="newsletter">
      <NewsletterImage />
      <div className="newsletter__body">
        {linkInvalid && (
          <Notification variant="warning" onClose={() => setLinkInvalid(false)}>
            {t('linkInvalid')}
          </Notification>
        )}
        <Teaser rules={rules} discount={discount} />
        {result === 'ERROR_GENERIC' && (
          <Notification variant="error" onClose={() => setResult('NONE')}>
            {t('errorGeneric')}
          </Notification>
        )}
        <SubscribeForm
          rules={rules}
          prefill={prefill}
          onSubmit={submit}
          onEmailFocus={() => setLinkInvalid(false)}
          onLogicUnavailable={() => setResult('ERROR_GENERIC')}
        />
      </div>
    </section>
  );
}
