/** How long the texts staff and visitors write may be; forms and the API share them. */
export const textLimits = {
  mediaTitle: 200,
  mediaDescription: 2000,
  /** A picture's `alt` text (what it shows, in words). */
  mediaAltText: 300,
  personName: 100,
  quoteMessage: 5000,
} as const
