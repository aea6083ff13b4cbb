/** An error whose status and message are meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** A machine-readable reason the client acts on (e.g. "two_factor_required"); sent as `code`. */
    readonly code?: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}
