import { useEffect, useState } from 'react';

/** Appears once the visitor has scrolled a screen down; takes them (and focus) back to the top. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="back-to-top"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        document.querySelector<HTMLElement>('.header__brand')?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true">↑</span> Back to top
    </button>
  );
}
