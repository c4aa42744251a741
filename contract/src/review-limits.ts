/**
 * The review's numbers the customer's page needs, without zod (the public pages load
 * none of it): the schemas in reviews.ts use the same.
 */

/** How long a review link works, and within how long sending again asks first. */
export const reviewLinkDays = 60
export const reviewAgainDays = 14

export const reviewTextLimit = 1500
export const reviewNameLimit = 60
