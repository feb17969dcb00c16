import { type AnyObject, array, boolean, number, type ObjectSchema, object, string } from 'yup';
import type { FooterContent } from './types.ts';

/**
 * The one schema of footer content: built-in modules are checked against it in unit tests,
 * fetched content at run time (validated strictly: no type coercion, so `"text": 5` is an
 * error, not "5"). Bounds keep a hostile answer from growing the page without limit. Every
 * object is `defined()`: yup lets an absent object pass otherwise, which the renderer cannot use.
 */
const text = (max = 300) => string().strict().defined().max(max);
const url = string().strict().required().max(2048);

const link = object({ url, text: text(200).min(1) }).defined();
const iconLink = object({ iconName: text(40).min(1), link });

const teaserGroup = object({
  heading: object({ iconName: text(40), link }).defined(),
  hideGroupInCheckout: boolean().strict().defined(),
  introductoryText: text(600),
  links: array()
    .of(object({ link, hideInClassic: boolean().strict().defined() }))
    .defined()
    .max(20),
  images: array()
    .of(object({ label: text(120).min(1), source: text(80).min(1) }))
    .defined()
    .max(20),
});

const logoDimension = number().strict().required().integer().min(1).max(600);

const footerContentSchema: ObjectSchema<FooterContent, AnyObject> = object({
  headline: text(200).min(1),
  teaser: object({ groups: array().of(teaserGroup).defined().max(12) }).defined(),
  seo: object({
    heading: text(200),
    columns: array().of(array().of(link).defined().max(40)).defined().max(8),
  }).defined(),
  socialMedia: array().of(iconLink).defined().max(12),
  appReferences: array().of(iconLink).defined().max(6),
  legalLinks: array().of(link).defined().min(1).max(20),
  viewChanger: object({ toMobile: link, toClassic: link }).defined(),
  salesTax: object({ textBeforeLink: text(400), link, textAfterLink: text(400) })
    .default(undefined)
    .optional(),
  qualityLogos: object({
    heading: text(200),
    logos: array()
      .of(
        object({
          link,
          image: object({
            label: text(120).min(1),
            source: text(80).min(1),
            width: logoDimension,
            height: logoDimension,
          }).defined(),
        }),
      )
      .defined()
      .max(20),
  })
    .default(undefined)
    .optional(),
}) as ObjectSchema<FooterContent, AnyObject>;

/** Why content was refused, for the log (the first problem found). */
export class InvalidContentError extends Error {
  override name = 'InvalidContentError';
}

/** Returns the content when it has the footer's shape; throws InvalidContentError otherwise. */
export function validateContent(value: unknown): FooterContent {
  try {
    return footerContentSchema.validateSync(value, { strict: true, abortEarly: true, stripUnknown: false });
  } catch (error) {
    throw new InvalidContentError(error instanceof Error ? error.message : String(error));
  }
}
