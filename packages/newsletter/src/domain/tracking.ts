import type { Origin } from './request.ts';

/** The sign-up tracking event (ga4, emitted by the newsletter service), pushed to window.dataLayer on a real and a trapped sign-up. */
export type SignUpEvent = {
  event: 'sign_up';
  subject: 'newsletter';
  origin: string;
  type: 'ga4';
  emitter: 'newsletter-service';
};

export function signUpEvent(origin: Origin, originAddition: string): SignUpEvent {
  return {
    event: 'sign_up',
    subject: 'newsletter',
    origin: `${origin}:${originAddition}`,
    type: 'ga4',
    emitter: 'newsletter-service',
  };
}
