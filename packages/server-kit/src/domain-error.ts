/**
 * A failure the caller can act on: an HTTP status, a catalogue code (spec §8) and a message
 * naming what is wrong. The error handler sends it as it is; any other error is a 500.
 */
export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** Numeric code of the booking endpoints (4: no slots), for clients that switch on numbers. */
    readonly errorCode?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (code: string, message: string) => new DomainError(404, code, message);
export const badRequest = (message: string, field?: string) => new DomainError(400, 'VALIDATION', message, field);
export const conflict = (code: string, message: string) => new DomainError(409, code, message);
