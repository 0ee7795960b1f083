import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { BrandSettings } from '@riviere/api-client';
import { ShellDialog } from './shell-dialog';

type Banner = NonNullable<BrandSettings['global_banner']>;
type Popup = NonNullable<BrandSettings['global_popup']>;

const isInternal = (url: string) => url.startsWith('/') && !url.startsWith('//');

function MessageLink({ url, text, className }: { url: string; text: string; className: string }) {
  return isInternal(url) ? <Link className={className} to={url}>{text}</Link> : <a className={className} href={url} rel="noopener noreferrer">{text}</a>;
}

/** The global banner above the header (settings `global_banner`). */
export function GlobalBanner({ banner }: { banner?: Banner }) {
  if (!banner?.text) return null;
  return (
    <aside className="global-banner" aria-label="Announcement">
      <p className="global-banner__text">
        {banner.text}
        {banner.linkUrl && banner.linkText && <> <MessageLink className="global-banner__link" url={banner.linkUrl} text={banner.linkText} /></>}
      </p>
    </aside>
  );
}

const seenKey = (id: string) => `global-popup:${id}`;

/** The global popup (settings `global_popup`): once per visitor per popup id, client only. */
export function GlobalPopup({ popup }: { popup?: Popup }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!popup?.id) return;
    try {
      setOpen(window.localStorage.getItem(seenKey(popup.id)) === null);
    } catch {
      setOpen(false);
    }
  }, [popup?.id]);
  if (!popup || !open) return null;
  const close = () => {
    try {
      window.localStorage.setItem(seenKey(popup.id), new Date().toISOString());
    } catch {
      // Private browsing without storage: the popup simply shows again next time.
    }
    setOpen(false);
  };
  return (
    <ShellDialog label={popup.title} onClose={close}>
      <p className="shell-dialog__message">{popup.body}</p>
      {popup.linkUrl && popup.linkText && (
        <p>
          <MessageLink className="rv-button rv-button--primary" url={popup.linkUrl} text={popup.linkText} />
        </p>
      )}
    </ShellDialog>
  );
}
