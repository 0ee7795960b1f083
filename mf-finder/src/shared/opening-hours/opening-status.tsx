import { openingStatus, statusWords, type RestaurantHours, type Service } from '@riviere/restaurant-rules';
import './opening-status.css';

interface Props {
  hours: RestaurantHours;
  now: number;
  service?: Service;
  /** Put before the words, e.g. 'Click & collect'. */
  prefix?: string;
}

/** 'Open · closes 22:00' or 'Closed · opens 09:00', worked out on the London clock. */
export function OpeningStatusText({ hours, now, service = 'restaurant', prefix }: Props) {
  const { label, detail } = statusWords(openingStatus(hours, now, service));
  const open = label === 'Open';
  return (
    <p className={`fd-status ${open ? 'fd-status--open' : 'fd-status--closed'}`} data-testid={`status-${service}`}>
      <span className="fd-status__dot" aria-hidden="true" />
      {prefix && <span className="fd-status__prefix">{prefix}: </span>}
      <strong className="fd-status__label">{label}</strong>
      {detail && <span className="fd-status__detail"> · {detail}</span>}
    </p>
  );
}
