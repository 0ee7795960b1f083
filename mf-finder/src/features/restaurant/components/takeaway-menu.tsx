import { useEffect, useId, useRef, useState } from 'react';
import type { TakeawayService } from '@riviere/api-client';

/**
 * The takeaway services dropdown (click-and-collect and delivery links). A disclosure: the
 * button says whether it is open, Escape closes it and returns focus, so does a click outside.
 * Without JavaScript its styles open it while the button has focus (restaurant.css).
 */
export function TakeawayMenu({ services, restaurant }: { services: TakeawayService[]; restaurant: string }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  if (services.length === 0) return null;
  return (
    <div className="fd-takeaway" ref={root}>
      <button ref={button} type="button" className="rv-button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        Order takeaway
        <span className="fd-takeaway__chevron" aria-hidden="true" />
      </button>
      <ul id={listId} className="fd-takeaway__list" hidden={!open}>
        {services.map((service) => (
          <li key={service.url}>
            <a className="fd-takeaway__link" href={service.url} target="_blank" rel="noopener noreferrer">
              {service.name}
              <span className="rv-visually-hidden"> from {restaurant} (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
