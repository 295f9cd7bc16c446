import { z } from 'zod';

/** A job seeker's profile (issue 39): what recruiters of the jobs they apply to read. */

export const PROFILE_LINKS_MAX = 5;
export const PROFILE_SKILLS_MAX = 30;
export const SKILL_MAX = 40;
export const HEADLINE_MAX = 150;
export const CITY_MAX = 100;
export const LINK_MAX = 500;
export const YEARS_OF_EXPERIENCE_MAX = 60;

const CONTROLS = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/** A short line of text; '' or null clears it. */
const line = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${what} is at most ${max} characters`)
    .refine(
      (value) => !CONTROLS.test(value),
      `${what} may not contain line breaks or control characters`,
    )
    .nullable();

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** Case-insensitively the same entries once, the first spelling kept. */
const once = (values: string[]) => {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/**
 * Body of POST /api/users/profile: every field optional. A field left out stays as it is; null
 * or '' (or [] for a list) clears it.
 */
export const profileBodySchema = z.object({
  headline: line('The headline', HEADLINE_MAX).optional(),
  phone: line('The phone number', 30)
    .refine(
      (value) => !value || (/^\+?[0-9 ().-]+$/.test(value) && value.replace(/\D/g, '').length >= 5),
      'Enter a phone number of digits, spaces and + ( ) - . only, at least 5 digits',
    )
    .optional(),
  city: line('The city', CITY_MAX).optional(),
  links: z
    .array(
      z
        .string()
        .trim()
        .max(LINK_MAX, `A link is at most ${LINK_MAX} characters`)
        .refine(isWebAddress, 'A link must be a web address starting with http:// or https://'),
    )
    .max(PROFILE_LINKS_MAX, `At most ${PROFILE_LINKS_MAX} links`)
    .transform(once)
    .nullable()
    .optional(),
  yearsOfExperience: z
    .preprocess(
      // A form's text field sends "5": a string of digits is that number.
      (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
      z
        .number({ error: 'Years of experience is a whole number' })
        .int('Years of experience is a whole number')
        .min(0, 'Years of experience cannot be negative')
        .max(YEARS_OF_EXPERIENCE_MAX, `Years of experience is at most ${YEARS_OF_EXPERIENCE_MAX}`)
        .nullable(),
    )
    .optional(),
  skills: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'A skill cannot be empty')
        .max(SKILL_MAX, `A skill is at most ${SKILL_MAX} characters`)
        .refine(
          (value) => !CONTROLS.test(value),
          'A skill may not contain line breaks or control characters',
        ),
    )
    .max(PROFILE_SKILLS_MAX, `At most ${PROFILE_SKILLS_MAX} skills`)
    .transform(once)
    .nullable()
    .optional(),
});
export type ProfileBody = z.input<typeof profileBodySchema>;

/** The profile as recruiters and its owner read it: '' and [] where nothing was given. */
export const profileSchema = z.object({
  headline: z.string(),
  phone: z.string(),
  city: z.string(),
  links: z.array(z.string()),
  yearsOfExperience: z.number().int().nullable(),
  skills: z.array(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

/** The resume section: its signed link (15 minutes), file name and upload time. */
export const profileResumeSchema = z.object({
  url: z.string(),
  /** As uploaded; null for a resume uploaded before names were kept. */
  fileName: z.string().nullable(),
  /** Epoch milliseconds; null as for `fileName`. */
  uploadedAt: z.number().nullable(),
});
export type ProfileResume = z.infer<typeof profileResumeSchema>;

/** Answer of GET and POST /api/users/profile: the profile, and the resume (null when none). */
export const profileResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  profile: profileSchema.extend({ resume: profileResumeSchema.nullable() }),
  /** True for a built-in account (deleting it asks for the password); false for Clerk's. */
  passwordSignIn: z.boolean().optional(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
