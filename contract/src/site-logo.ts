/**
 * The company's logo (Website settings › Company): staff send a picture
 * (`POST /api/admin/site-settings/logo`, the file itself as the body), the server makes a WebP copy
 * that fits the header and answers its key (site-logo-key.ts), and the settings keep the key
 * until Publish.
 */
export const siteLogoRules = {
  maxBytes: 5 * 1024 * 1024,
  /** Neither side may be smaller: the header draws the logo 32 px high, so less is blurred. */
  minSide: 32,
  /** The copy fits inside this box (twice the largest the header draws it), never enlarged. */
  box: { width: 480, height: 96 },
  /** What the portal offers to choose; the server reads the bytes, not the name or type. */
  accept: 'image/png,image/jpeg,image/webp',
  contentType: 'application/octet-stream',
} as const

export const siteLogoMessages = {
  tooLarge: `The logo file is too large: at most ${siteLogoRules.maxBytes / 1024 / 1024} MB.`,
  empty: 'The logo file is empty.',
  notAPicture:
    'This file is not a picture the site can use as a logo. Choose a PNG, JPEG or WebP file.',
  /** The limit is every picture's (the server's `MAX_INPUT_PIXELS`), in millions. */
  tooManyPixels: (millions: number) =>
    `The logo picture is too large to read: at most ${millions} million pixels.`,
  tooSmall: `The logo is too small: it must be at least ${siteLogoRules.minSide} pixels wide and high.`,
} as const
