import { Fragment, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { PageContent } from '@riviere/api-client';
import { useShell } from '../app/shell-context';
import { RemoteSlot } from '../federation/remote-slot';
import { NotFoundPage } from './error-page';
import { TileView } from './tile-view';

type PageState = { status: 'loading' } | { status: 'ready'; page: PageContent } | { status: 'missing' };

/** `/`, `/{id1}` and `/{id1}/{id2}`: brand API pages made of tiles. */
export function ContentPage({ pageId }: { pageId?: string }) {
  const { id1, id2 } = useParams();
  const id = pageId ?? [id1, id2].filter(Boolean).join('/');
  const { api, config, initial } = useShell();
  const preloaded = initial.pages?.[id];
  const [state, setState] = useState<PageState>(preloaded ? { status: 'ready', page: preloaded } : { status: 'loading' });

  useEffect(() => {
    if (state.status === 'ready' && state.page.currentPage.id === id) return undefined;
    let cancelled = false;
    setState({ status: 'loading' });
    void api.content.getPage(id).then((page) => {
      if (!cancelled) setState(page ? { status: 'ready', page } : { status: 'missing' });
    });
    return () => {
      cancelled = true;
    };
    // The page already shown is reused only for its own id; a new id always loads.
  }, [api, id]);

  useEffect(() => {
    if (state.status !== 'ready') return;
    const title = state.page.currentPage.title;
    document.title = id === 'home' || !title ? config.siteName : `${title} | ${config.siteName}`;
  }, [state, id, config.siteName]);

  if (state.status === 'missing') return <NotFoundPage />;
  if (state.status === 'loading') {
    return (
      <div className="content-page content-page--loading" aria-busy="true">
        <p role="status" className="visually-hidden">Loading…</p>
        <div className="content-page__placeholder" />
      </div>
    );
  }
  const { currentPage } = state.page;
  const hasHeroHeading = currentPage.tiles[0]?.key === 'hero' && Boolean(currentPage.tiles[0]?.heading);
  return (
    <article className="content-page">
      {!hasHeroHeading && <h1 className="content-page__title">{currentPage.title}</h1>}
      <div className="content-page__tiles">
        {currentPage.tiles.map((tile, index) => (
          <Fragment key={tile.tileId}>
            <TileView tile={tile} headingLevel={hasHeroHeading && index === 0 ? 1 : 2} />
            {/* The home page's booking strip (mf-booking) comes right after its hero. */}
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
