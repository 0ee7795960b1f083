export { DomainError, badRequest, conflict, notFound, type RuleBroken } from './domain-error';
export {
  UNEXPECTED_MESSAGE,
  describeValidation,
  errorBody,
  fieldOf,
  reasonPhrase,
  ruleOf,
  registerErrorHandling,
  toErrorResponse,
  type ErrorBody,
  type ValidationIssue,
} from './error-handler';
export { escapeHtml, jsonForScript } from './html';
export { TtlCache } from './ttl-cache';
