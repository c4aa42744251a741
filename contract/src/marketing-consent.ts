/**
 * The words of the quote form's optional offers box (zod-free: the contact page imports it). The
 * server stores them with the time of a yes, so the company can show what a customer agreed to;
 * a new wording applies to new requests only.
 */
export const marketingConsentText =
  'Send me occasional offers and news by e-mail. I can ask you to stop at any time.'
