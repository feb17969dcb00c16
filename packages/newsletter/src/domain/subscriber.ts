import { object, string } from 'yup';

/** The answer of GET/PUT …/newsletter-subscribers/{token} (loaded on demand with yup). */
export const subscriberSchema = object({
  email: string().defined(),
  status: string().defined(),
});
