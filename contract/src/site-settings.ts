import * as z from 'zod/mini'
import { colourSchemeIds } from './colour-schemes.js'
import { internationalPhoneNumber, phoneNumberProblem } from './phone-numbers.js'
import { siteLogoKeyPattern } from './site-logo-key.js'
import { text } from './text.js'
import { weekdays } from './weekdays.js'

/**
 * The site settings (issue 33): every company fact and text a contractor would change, in one
 * record staff edit in the portal and the pages are made from. Declared once here; the server
 * checks with it, the portal shows its messages, the defaults (site-settings-defaults.ts) are
 * what a fresh install shows. Texts are plain text: the pages escape them, never run them.
 */

/** The icons a service, a reason or a value can show: the site's own set (lucide names). */
export const siteIcons = [
  'zap',
  'sun',
  'hard-hat',
  'hammer',
  'droplets',
  'wrench',
  'paintbrush',
  'home',
  'shield-check',
  'badge-check',
  'calendar-check',
  'layers',
  'clock',
  'scale',
  'award',
  'lightbulb',
  'heart-handshake',
  'target',
  'compass',
  'map-pin',
  'users',
  'thumbs-up',
] as const

export type SiteIcon = (typeof siteIcons)[number]

export const siteSettingsLimits = {
  services: { min: 1, max: 12 },
  serviceItems: { min: 1, max: 8 },
  reasons: { min: 1, max: 6 },
  coreValues: { min: 1, max: 8 },
  certifications: 8,
  social: 6,
  areasServed: 60,
  paragraphs: 8,
} as const

/** A line of text: trimmed, 1 to `max` characters (or empty when `optional`). */
function line(max: number, { optional = false } = {}) {
  return text().check(
    z.trim(),
    ...(optional ? [] : [z.minLength(1, { error: 'must not be empty' })]),
    z.maxLength(max, { error: `must be at most ${max} characters` }),
  )
}

function list<T extends z.core.SomeType>(item: T, min: number, max: number, what: string) {
  const range = min === max ? `${min}` : min === 0 ? `at most ${max}` : `${min} to ${max}`
  return z
    .array(item)
    .check(
      z.minLength(min, { error: `must have ${range} ${what}` }),
      z.maxLength(max, { error: `must have ${range} ${what}` }),
    )
}

/** A group of settings: a name it does not know is refused, named (a typo never passes). */
function group<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `has no setting named ${issue.keys.join(', ')}`
        : 'must be a group of settings (a JSON object)',
  })
}

// A codec, not a one-way transform: the API's responses are encoded with this schema too, and a
// number already in international form encodes as itself.
const phoneNumber = z.codec(text(), z.string(), {
  decode: (typed, context) => {
    const international = internationalPhoneNumber(typed)
    if (international) return international
    context.issues.push({ code: 'custom', message: phoneNumberProblem, input: typed })
    return z.NEVER
  },
  encode: (international) => international,
})

const email = z.pipe(
  line(120),
  z.email({ error: 'must be an e-mail address like info@example.com' }),
)

/** A link to another site: http or https only (never `javascript:` and the like). */
const webLink = line(300).check(
  z.regex(/^https?:\/\/[a-z0-9][a-z0-9.-]*(:\d+)?(\/\S*)?$/i, {
    error: 'must be a web address starting with https:// or http://',
  }),
)

const icon = z.enum(siteIcons, {
  error: `must be one of the site's icons: ${siteIcons.join(', ')}`,
})

const time = text().check(
  z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be a time written HH:MM, like 07:30' }),
)

const serviceKey = text().check(
  z.regex(/^[a-z][a-z0-9-]{0,39}$/, {
    error: 'must be 1-40 lower-case letters, digits or dashes, starting with a letter',
  }),
)

export const siteService = group({
  /** Never changes once made: portfolio projects and quote requests refer to a service by it. */
  key: serviceKey,
  name: line(60),
  icon,
  items: list(line(80), 1, 8, 'items'),
})

const titledText = group({ icon, title: line(80), text: line(400) })

export const siteSettings = group({
  /** Trading name, shown in the header, titles and copy. */
  name: line(80),
  /** Registered legal name (the privacy notice, the footer). */
  legalName: line(120),
  /** For tight spaces (the header on phones). */
  shortName: line(30),
  /** The logo copy's object key (see site-logo.ts); none: the header shows the site's icon. */
  logo: z.optional(
    text().check(
      z.regex(siteLogoKeyPattern, { error: 'must be a logo sent from the portal (Choose logo)' }),
    ),
  ),
  /** The colour scheme (colour-schemes.ts); none: the one the site is built with. */
  colours: z.optional(
    z.enum(colourSchemeIds, { error: `must be one of: ${colourSchemeIds.join(', ')}` }),
  ),
  slogan: line(120),
  /** One or two sentences: the footer blurb and the default page description. */
  description: line(300),
  foundedYear: z
    .number({ error: 'must be a year' })
    .check(
      z.int({ error: 'must be a year' }),
      z.gte(1900, { error: 'must be a year from 1900' }),
      z.lte(2100, { error: 'must be a year up to 2100' }),
    ),
  registrationNumber: line(40, { optional: true }),
  contact: group({
    personName: line(80),
    /** Stored in international form (`+27123456789`); typed in either form. */
    phone: phoneNumber,
    whatsapp: phoneNumber,
    email,
    /** An after-hours or emergency line, shown where the phone number is when set. */
    afterHoursPhone: z.optional(phoneNumber),
  }),
  social: list(group({ label: line(40), url: webLink }), 0, 6, 'links'),
  region: group({
    /** Where the company works, in a few words ("Serving Pretoria East"). */
    label: line(80),
    detail: line(200),
    /** What search engines get as the area served when no towns are listed. */
    area: line(120),
  }),
  /** Towns and suburbs served, in the order shown (JSON-LD `areaServed`). */
  areasServed: list(line(60), 0, siteSettingsLimits.areasServed, 'towns or suburbs'),
  /** Opening hours (JSON-LD `openingHoursSpecification`); none: not shown. */
  businessHours: list(
    group({
      days: list(
        z.enum(weekdays, { error: `must be one of ${weekdays.join(', ')}` }),
        1,
        7,
        'days',
      ),
      opens: time,
      closes: time,
    }),
    0,
    7,
    'rows of hours',
  ),
  /** The first is the headline one (the footer, the hero, the "Why choose" band). */
  certifications: list(
    group({ name: line(80), description: line(400) }),
    0,
    siteSettingsLimits.certifications,
    'certifications',
  ),
  services: list(siteService, 1, 12, 'services').check(
    z.refine((services) => new Set(services.map((s) => s.key)).size === services.length, {
      error: 'two services have the same key',
    }),
  ),
  hero: group({ headline: line(120), subheadline: line(200) }),
  /** The line under the title of the Services, Gallery and Contact pages. */
  introductions: group({ services: line(300), gallery: line(300), contact: line(300) }),
  /** The "Why choose" cards on the home page. */
  reasons: list(titledText, 1, 6, 'reasons'),
  about: group({
    overview: list(line(1500), 1, siteSettingsLimits.paragraphs, 'paragraphs'),
    mission: line(600),
    vision: line(600),
    coreValues: list(titledText, 1, 8, 'values'),
  }),
  /** How soon a quote request is answered, as it ends a sentence ("within 24 hours"). */
  replyPromise: line(60),
  /** The notice under the quote form (POPIA: what, why, how long, who, your rights). */
  privacy: group({
    heading: line(120),
    paragraphs: list(line(1500), 1, siteSettingsLimits.paragraphs, 'paragraphs'),
  }),
  /** Reviews after the job (issue 36). */
  reviews: group({
    /**
     * The business's Google Place ID: customers who send a review are offered Google's
     * write-review page; empty: no Google button.
     */
    googlePlaceId: line(200, { optional: true }).check(
      z.regex(/^[A-Za-z0-9_-]*$/, {
        error:
          'must be a Google Place ID: letters, digits, - and _ (like ChIJN1t_tDeuEmsRUsoyG83frY4)',
      }),
    ),
    /** Where approved testimonials show: a short row on the home page, the About page, and the page of the job's portfolio project. */
    onHome: z.boolean({ error: 'must be true or false' }),
    onAbout: z.boolean({ error: 'must be true or false' }),
    onProjects: z.boolean({ error: 'must be true or false' }),
  }),
  footer: group({
    /** The short list in the footer's third column; empty: the services' names. */
    serviceList: list(line(60), 0, 12, 'entries'),
    copyright: line(160),
  }),
})

/** As stored and as the pages use it: numbers in international form. */
export type SiteSettings = z.output<typeof siteSettings>
export type SiteService = SiteSettings['services'][number]
