import type { MenuSection } from '@riviere/api-client';
import { MenuItemRow } from './menu-item';

interface Props {
  sections: MenuSection[];
  /** The sections' heading level: 2 on a menu's own page, 3 inside a menu on the list page. */
  level: 2 | 3;
}

/** A menu's sections: one column on phones, two from 992 px. */
export function MenuSections({ sections, level }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="mm-sections">
      {sections.map((section) => (
        <section key={section.id} className="mm-section">
          <Heading className="mm-section__title">{section.name}</Heading>
          {section.description && <p className="mm-section__description">{section.description}</p>}
          <ul className="mm-section__items">
            {section.items.map((item) => (
              <MenuItemRow key={item.id} item={item} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
