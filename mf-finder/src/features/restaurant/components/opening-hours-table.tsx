import { useId } from 'react';
import { upcomingSpecialHours, weekRows, type RestaurantHours } from '@riviere/restaurant-rules';
import { shortDate } from '@riviere/remote-kit/text';
import './opening-hours-table.css';

interface Props {
  hours: RestaurantHours;
  now: number;
  clickCollect: boolean;
  headingLevel?: 2 | 3;
}

/** The usual week with today highlighted, then any special hours still to come. */
export function OpeningHoursTable({ hours, now, clickCollect, headingLevel = 2 }: Props) {
  const headingId = useId();
  const specialId = useId();
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const rows = weekRows(hours, now);
  const special = upcomingSpecialHours(hours, now);

  return (
    <section className="fd-hours" aria-labelledby={headingId}>
      <Heading id={headingId} className="fd-section-title">
        Opening hours
      </Heading>
      <table className="fd-hours__table">
        <caption className="rv-visually-hidden">Opening hours for each day of the week</caption>
        <thead>
          <tr>
            <th scope="col" className="fd-hours__head">Day</th>
            <th scope="col" className="fd-hours__head">Restaurant</th>
            {clickCollect && <th scope="col" className="fd-hours__head">Click &amp; collect until</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.weekday} className={row.isToday ? 'fd-hours__today' : undefined} aria-current={row.isToday ? 'date' : undefined}>
              <th scope="row" className="fd-hours__day">
                {row.name}
                {row.isToday && <span className="fd-hours__today-tag"> (today)</span>}
              </th>
              <td className="fd-hours__cell">{row.hours}</td>
              {clickCollect && <td className="fd-hours__cell">{row.clickCollectClose ?? 'Closed'}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {special.length > 0 && (
        <div className="fd-hours__special" aria-labelledby={specialId}>
          <SubHeading id={specialId} className="fd-hours__special-title">
            Special opening hours
          </SubHeading>
          <ul className="fd-hours__special-list">
            {special.map(({ entry, startDate, endDate, hours: text, coversToday }) => (
              <li key={`${startDate}-${endDate}`} className={coversToday ? 'fd-hours__special-item fd-hours__today' : 'fd-hours__special-item'}>
                <span className="fd-hours__special-dates">
                  {datesText(startDate, endDate)}
                  {coversToday && ' (today)'}
                </span>
                <span>{text}</span>
                {entry.label && <span className="fd-hours__special-label">{entry.label}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** 'Thu 24 Dec', or 'Wed 25 Nov – Thu 26 Nov' for a range. */
const datesText = (start: string, end: string): string => (start === end ? shortDate(start) : `${shortDate(start)} – ${shortDate(end)}`);
