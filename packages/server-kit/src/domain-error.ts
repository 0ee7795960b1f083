/**
 * Which rule a field broke, as a code a client maps to its own words (`required`, `maxLength`,
 * `past`, `fileType`…), and the rule's number when it has one (a length, a size in bytes).
 */
export interface RuleBroken {
  rule: string;
  limit?: number;
}

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
    /** For a refused field: the rule it broke, so a form can say so in its own words. */
    readonly broken?: RuleBroken,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (code: string, message: string) => new DomainError(404, code, message);
export const badRequest = (message: string, field?: string, broken?: RuleBroken) => new DomainError(400, 'VALIDATION', message, field, undefined, broken);
export const conflict = (code: string, message: string) => new DomainError(409, code, message);
