/**
 * A refused upload: the status and the message for the person uploading (the error handler
 * passes 4xx messages through), and the file it concerns.
 */
export class UploadError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly file?: string,
  ) {
    super(message)
    this.name = 'UploadError'
  }

  /** 5xx messages here are written for people too (see plugins/error-handler.ts). */
  get expose(): boolean {
    return true
  }
}
