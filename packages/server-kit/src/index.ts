export { DomainError, badRequest, conflict, notFound } from './domain-error';
export {
  UNEXPECTED_MESSAGE,
  describeValidation,
  errorBody,
  fieldOf,
  reasonPhrase,
  registerErrorHandling,
  toErrorResponse,
  type ErrorBody,
  type ValidationIssue,
} from './error-handler';
export { escapeHtml, jsonForScript } from './html';
export { TtlCache } from './ttl-cache';
