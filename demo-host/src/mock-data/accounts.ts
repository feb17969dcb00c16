/**
 * Seeded people of the demo host (documented in the README). Every mock service that needs
 * to know a shopper or a staff member reads them from here.
 */
export interface CustomerAccount {
  /** The `lid` claim of the LoginToken and the customer's id in every mock. */
  id: string;
  email: string;
  password: string;
  salutation: 'MR' | 'MRS' | 'COMPANY' | 'DIVERS';
  firstName: string;
  lastName: string;
  /** Newsletter consents already given (customer base data). */
  consents: Array<'DNE' | 'NEWSLETTER'>;
  legals: string[];
}

export const customers: readonly CustomerAccount[] = Object.freeze([
  {
    id: 'c-1001',
    email: 'anna.schmidt@example.com',
    password: 'Kaffee-2026!',
    salutation: 'MRS',
    firstName: 'Anna',
    lastName: 'Schmidt',
    consents: [],
    legals: [],
  },
  {
    id: 'c-1002',
    email: 'peter.novak@example.com',
    password: 'Mlynek-2026!',
    salutation: 'MR',
    firstName: 'Peter',
    lastName: 'Novák',
    consents: ['DNE'],
    legals: [],
  },
]);

/** An address whose newsletter subscription is already confirmed (SUBSCRIBED). */
export const subscribedEmail = 'already.subscribed@example.com';

/** Staff login for the preview panel (a StaffAuthToken cookie is issued on login). */
export const staff = Object.freeze({ id: 's-42', username: 'preview.staff', password: 'Preview-2026!' });

export function findCustomerByEmail(email: string): CustomerAccount | undefined {
  const wanted = email.trim().toLowerCase();
  return customers.find((customer) => customer.email === wanted);
}

export function findCustomerById(id: string): CustomerAccount | undefined {
  return customers.find((customer) => customer.id === id);
}
