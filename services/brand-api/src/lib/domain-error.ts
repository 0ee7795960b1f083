// The coded domain error is shared with the site server; this path stays for the route modules that import it.
export { DomainError, badRequest, notFound } from '@riviere/server-kit';
