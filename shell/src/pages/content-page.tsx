import { Fragment, useEffect, useState } from 'react';
import type { PageContent } from '@riviere/api-client';
import { useShell } from '../shared/shell-context';
import { RemoteSlot } from '../federation/remote-slot';
import { NotFoundPage } from './error-page';
import { HomeFinder } from './home-finder';
import { TileView } from './tile-view';

/** What the brand API answered for one page id: the page, or that it has none. */
type Loaded = { id: string; status: 'ready'; page: PageContent } | { id: string; status: 'missing' };

/** `/`, `/{id1}` and `/{id1}/{id2}`: brand API pages made of tiles. */
export function ContentPage({ pageId: id }: { pageId: string }) {
  const { api, config, initial } = useShell();
  const preloaded = initial.pages?.[id];
  // What the server rendered with: the page, or (null) its verdict that there is none.
  const [loaded, setLoaded] = useState<Loaded | null>(preloaded ? { id, status: 'ready', page: preloaded } : preloaded === null ? { id, status: 'missing' } : null);
  // The page already shown is reused only for its own id; a new id always loads.
  const state = loaded?.id === id ? loaded : null;
  const hasPage = state !== null;

  useEffect(() => {
    if (hasPage) return undefined;
    let cancelled = false;
    void api.content.getPage(id).then((page) => {
      if (!cancelled) setLoaded(page ? { id, status: 'ready', page } : { id, status: 'missing' });
    });
    return () => {
      cancelled = true;
    };
  }, [api, id, hasPage]);

  useEffect(() => {
    if (state?.status !== 'ready') return;
    const title = state.page.currentPage.title;
    document.title = id === 'home' || !title ? config.siteName : `${title} | ${config.siteName}`;
  }, [state, id, config.siteName]);

  if (state === null) {
    return (
      <div className="content-page content-page--loading" aria-busy="true">
        <p role="status" className="rv-visually-hidden">Loading…</p>
        <div className="content-page__placeholder" />
      </div>
    );
  }
  if (state.status === 'missing') return <NotFoundPage />;
  const { currentPage } = state.page;
  const hasHeroHeading = currentPage.tiles[0]?.key === 'hero' && Boolean(currentPage.tiles[0]?.heading);
  return (
    <article className="content-page">
      {!hasHeroHeading && <h1 className="content-page__title">{currentPage.title}</h1>}
      <div className="content-page__tiles">
        {currentPage.tiles.map((tile, index) => (
          <Fragment key={tile.tileId}>
            <TileView tile={tile} headingLevel={hasHeroHeading && index === 0 ? 1 : 2} priority={index === 0} />
            {/* The home page's "Find your nearest" and booking strip (mf-booking) come right after its hero. */}
            {id === 'home' && index === 0 && <HomeFinder />}
            {id === 'home' && index === 0 && (
              <div className="content-page__booking">
                <RemoteSlot remote="mf-booking" widget="booking-strip" label="table booking" variant="widget" />
              </div>
            )}
          </Fragment>
        ))}
      </div>
    </article>
  );
}
