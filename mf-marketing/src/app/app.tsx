import { useMemo } from 'react';
import { Router } from 'react-router-dom';
import { createNavigator, type MountProps } from '@riviere/mf-contract';
import { ApiContext, type MarketingApi } from '../shared/api';
import { AppRoutes, isWidget, WIDGETS } from './routes';
import { ShellContext } from '@riviere/remote-kit';
import './app.css';

interface Props {
  props: MountProps;
  api: MarketingApi;
}

/**
 * The remote's React tree: its pages (widget 'app') or a form widget inside a shell tile. The
 * router follows the shell's location and hands navigation back to it (one history).
 */
export function App({ props, api }: Props) {
  const { navigate, bus, config, location, widget } = props;
  const navigator = useMemo(() => createNavigator(navigate), [navigate]);
  const shell = useMemo(() => ({ bus, config }), [bus, config]);
  // The shell reports an uncaught render error with its fallback: a wrong widget name is one.
  if (!isWidget(widget)) throw new Error(`mf-marketing has no widget "${widget}"`);
  const Widget = widget === 'app' ? AppRoutes : WIDGETS[widget];

  return (
    <ShellContext.Provider value={shell}>
      <ApiContext.Provider value={api}>
        <Router location={location} navigator={navigator}>
          <div className="mk-app">
            <Widget />
          </div>
        </Router>
      </ApiContext.Provider>
    </ShellContext.Provider>
  );
}
