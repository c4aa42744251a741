/**
 * The rules of portfolio projects that hold no zod, so public pages may import them (the shapes
 * are in portfolio.ts, which re-exports these).
 */

import { portfolioTextLimits } from './portfolio-project-fields.js'

/** The text fields' limits come from their declaration (portfolio-project-fields.ts). */
export const portfolioLimits = {
  title: 120,
  slug: 80,
  ...portfolioTextLimits,
  items: 1000,
  pairs: 20,
} as const

/** The items one page of `GET /api/portfolio/:slug` holds at most (a page of a long project). */
export const portfolioItemPageLimit = 60

/** A slug as stored and used in `/projects/:slug`: lower-case a–z and digits in dash-joined words. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The slug a title gives: accents dropped (é -> e), everything but a–z and digits turned into
 * single dashes, at most `portfolioLimits.slug` characters cut at a word; "project" when nothing
 * is left (a title in another script).
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  let slug = ''
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word
    if (next.length > portfolioLimits.slug) break
    slug = next
  }
  return slug || words[0]?.slice(0, portfolioLimits.slug) || 'project'
}
