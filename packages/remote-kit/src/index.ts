export { ShellContext, useAnalytics, useNotFound, usePageTitle, useShell, type ShellServices } from './shell-context';
export { useAsync, type AsyncResult, type AsyncState } from './use-async';
export { compareText, formatPounds, longDate, monthAndYear, shortDate } from './text';
