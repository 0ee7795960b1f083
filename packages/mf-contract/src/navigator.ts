import type { MountProps } from './contract';

type To = string | { pathname?: string; search?: string; hash?: string };

function href(to: To): string {
  return typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
}

/**
 * A react-router `navigator` that hands every navigation to the shell, so a remote's own
 * router copy (`<Router location={props.location} navigator={…}>`) never owns the history.
 */
export function createNavigator(navigate: MountProps['navigate']) {
  return {
    createHref: href,
    encodeLocation: (to: To) => {
      const url = new URL(href(to), 'http://x');
      return { pathname: url.pathname, search: url.search, hash: url.hash };
    },
    push: (to: To) => navigate(href(to)),
    replace: (to: To) => navigate(href(to), { replace: true }),
    go: (delta: number) => window.history.go(delta),
  };
}
