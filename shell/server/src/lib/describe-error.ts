interface ErrorLike {
  message?: unknown;
  code?: unknown;
  name?: unknown;
  errors?: unknown;
}

/** The errors inside an AggregateError, else none. Duck-typed: errors may come from another realm. */
export function innerErrors(error: unknown): unknown[] {
  const errors = (error as ErrorLike | null)?.errors;
  return Array.isArray(errors) ? errors : [];
}

/**
 * A one-line reason for a network failure. Node reports a refused dual-stack connect as an
 * AggregateError with an empty message; its first inner error says what happened.
 */
export function describeError(error: unknown): string {
  const [first] = innerErrors(error);
  if (first !== undefined) return describeError(first);
  if (typeof error === 'object' && error !== null) {
    const { message, code, name } = error as ErrorLike;
    if (typeof message === 'string' && message) return message;
    if (typeof code === 'string') return code;
    if (typeof name === 'string') return name;
  }
  return String(error);
}
