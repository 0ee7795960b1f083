export { createApiAccess, serverApiOptions, type ApiAccess, type ServerApiOptions } from './api-access';
export { EmptyState, ErrorState, LoadingState, NotFoundState } from './page-states';
export { ShellContext, useAnalytics, useMissingStatus, useNotFound, usePageTitle, useShell, type ShellServices } from './shell-context';
export { QueryCacheContext, useAsync, type AsyncResult, type AsyncState } from './use-async';
export { createQueryCache, type DehydratedQuery, type DehydratedState, type QueryCache, type QueryCacheOptions, type SettledQuery } from './query-cache';
export { compareText, formatPounds, longDate, monthAndYear, shortDate } from './text';
export { RemoteRoot, hydrateStateOf, useHead, useNow, usePersonalPage, type PageHead, type RemoteRootProps, type ServerRecord } from './remote-root';
export { createRouteTable } from './route-table';
export { ContentPicture, type ContentPictureProps } from './content-picture';
