import { useEffect, useRef, useState } from 'react';
import type { ContentImage } from '@riviere/api-client';
import { ContentPicture } from '@riviere/remote-kit/picture';

interface Props {
  mobile?: string;
  desktop?: string;
  label: string;
  /**
   * The tile's picture: shown until the visitor plays the video. A tile with a picture leads
   * with it and does not start the video by itself (nor fetch it).
   */
  poster?: ContentImage;
  /** The tile's `sizes`, for the poster. */
  sizes?: string;
}

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A tile's video: muted and looping, started by the page once it runs (so it is not fetched
 * before the page has painted), never for a visitor who asks for reduced motion nor when the
 * tile has a picture to show, and with a button to pause and play it (WCAG 2.2.2).
 */
export function TileVideo({ mobile, desktop, label, poster, sizes = '100vw' }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  const play = () => void video.current?.play()?.catch(() => setPlaying(false));
  const leadsWithPicture = Boolean(poster);
  useEffect(() => {
    if (!leadsWithPicture && !prefersReducedMotion()) play();
  }, [leadsWithPicture]);

  return (
    <div className={poster ? 'tile__media sh-media' : 'tile__media'}>
      {poster && <ContentPicture image={poster} sizes={sizes} className="rk-picture--cover sh-media__poster" />}
      <video
        ref={video}
        className={poster ? `tile__video sh-media__video${playing ? ' sh-media__video--playing' : ''}` : 'tile__video'}
        muted
        loop
        playsInline
        preload="none"
        aria-label={label}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        {mobile && <source src={mobile} media="(max-width: 767px)" />}
        {desktop && <source src={desktop} />}
      </video>
      <button type="button" className="tile__video-toggle" onClick={() => (playing ? video.current?.pause() : play())}>
        {playing ? 'Pause video' : 'Play video'}
      </button>
    </div>
  );
}
