import { useEffect, useRef, useState } from 'react';

interface Props {
  mobile?: string;
  desktop?: string;
  label: string;
}

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A tile's video: muted and looping, started by the page once it runs (so it is not fetched
 * before the page has painted), never for a visitor who asks for reduced motion, and with a
 * button to pause and play it (WCAG 2.2.2).
 */
export function TileVideo({ mobile, desktop, label }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  const play = () => void video.current?.play()?.catch(() => setPlaying(false));
  useEffect(() => {
    if (!prefersReducedMotion()) play();
  }, []);

  return (
    <div className="tile__media">
      <video
        ref={video}
        className="tile__video"
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
