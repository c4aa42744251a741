/** A `tel:` link to a number in international form, as the site settings store it. */
export function telHref(international: string): string {
  return `tel:${international}`
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`
}
