/**
 * The original cannot be made into derivatives and never will be (damaged, too large, not really
 * a picture, over the time limit): the item fails at once, without pg-boss's retries. The message
 * is shown to the admin as the item's failure reason.
 */
export class MediaRejectedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'MediaRejectedError'
  }
}
