/**
 * A portfolio write the server refuses: the status and a message naming the field it is about
 * (`items.3: …`, the form the API's validation messages take), passed through by the error handler.
 */
export class PortfolioError extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 409,
    message: string,
  ) {
    super(message)
    this.name = 'PortfolioError'
  }
}

export const projectNotFound = 'There is no such portfolio project.'
