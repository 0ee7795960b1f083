/**
 * The HTML contract between the site server and the shell: what a remote's server render hands
 * the site server, and how the page marks the HTML it placed and the state that HTML hydrates
 * from. The site server writes it (`shell/server/src/pages/remote-page.ts`), the shell reads it
 * (`shell/src/federation/server-render.ts`). Framework-free, so the site server imports it
 * (`@riviere/mf-contract/server-html`) without React.
 */
export type { HydrationData, RemoteServerModule, ServerRenderProps, ServerRenderResult } from './contract';

/**
 * What a server-rendered host goes by: the shell's slot for a remote's pages
 * (`data-remote-host="mf-finder"`), or the element a remote left for another remote's widget
 * (`data-widget-host="mf-booking/booking-strip"`) — the remote's name for its pages, remote and
 * widget for a widget.
 */
export const hostKey = (remote: string, widget?: string): string => (widget && widget !== 'app' ? `${remote}/${widget}` : remote);

/**
 * The id of the host's state block (`<script type="application/json">` holding its
 * `HydrationData`): 'remote-state-mf-finder', 'remote-state-mf-booking-booking-strip', so a page
 * with a remote's page and a widget carries two distinct blocks.
 */
export const stateBlockId = (key: string): string => `remote-state-${key.replace('/', '-')}`;
