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

  /** Set by `forField`: the 400's `fieldErrors`, as a validation error has them. */
  fieldErrors?: Record<string, string[]>;

  /** A client mistake in one field that only the database can tell (an unknown category): "field: message" and its fieldErrors. */
  static forField(status: number, field: string, message: string): HttpError {
    const error = new HttpError(status, `${field}: ${message}`);
    error.fieldErrors = { [field]: [message] };
    return error;
  }
}
