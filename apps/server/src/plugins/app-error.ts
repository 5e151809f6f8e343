/** An error a route or service raises on purpose: it reaches the client as { error, message, details? }. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'AppError'
  }

  static notFound(message = 'Not found') {
    return new AppError(404, 'not_found', message)
  }

  static badRequest(message: string, details?: unknown) {
    return new AppError(400, 'bad_request', message, details)
  }
}
