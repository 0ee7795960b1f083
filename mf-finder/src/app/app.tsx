import { useMemo } from 'react';
import { Router } from 'react-router-dom';
import { createNavigator, type MountProps } from '@riviere/mf-contract';
import { ApiContext, type FinderApi } from '../shared/api';
import { SiteOriginContext } from '../shared/page-head';
import { AppRoutes } from './routes';
import { ShellContext } from '@riviere/remote-kit';
import './app.css';

interface Props {
  props: MountProps;
  api: FinderApi;
  /** The site's origin, from a server render (canonical URLs and JSON-LD in the head). */
  origin?: string;
}

/**
 * The remote's React tree. Its router follows the shell's location and hands navigation back
 * to the shell, so the site has one history; routes match full paths.
 */
export function App({ props, api, origin }: Props) {
  const { navigate, bus, config, location, widget, mountWidget } = props;
  const navigator = useMemo(() => createNavigator(navigate), [navigate]);
  const shell = useMemo(() => ({ bus, config, mountWidget }), [bus, config, mountWidget]);
  // The shell reports an uncaught render error with its fallback: a wrong widget name is one.
  if (widget !== 'app') throw new Error(`mf-finder has no widget "${widget}"`);

  return (
    <ShellContext.Provider value={shell}>
      <ApiContext.Provider value={api}>
        <SiteOriginContext.Provider value={origin ?? null}>
          <Router location={location} navigator={navigator}>
            <div className="fd-app rv-page">
              <AppRoutes />
            </div>
          </Router>
        </SiteOriginContext.Provider>
      </ApiContext.Provider>
    </ShellContext.Provider>
  );
}
