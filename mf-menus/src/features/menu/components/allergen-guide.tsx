import { useId } from 'react';
import { UK_ALLERGENS, type Menu } from '@riviere/api-client';

/**
 * The allergen guide for one menu: a disclosure (`<details>`, so it opens with JavaScript off and
 * keeps its size when scripts arrive) with a real table, a column per UK allergen
 * (the 14 the law names) and a row per dish, so a screen reader announces "Soupe à l'oignon,
 * milk, contains". The table scrolls sideways on phones; the region takes focus for keyboards.
 */
export function AllergenGuide({ menu }: { menu: Menu }) {
  const captionId = useId();
  const dishes = menu.sections.flatMap((section) => section.items.map((item) => ({ key: `${section.id}/${item.id}`, item })));

  return (
    <details className="mm-allergens">
      <summary className="mm-disclosure">
        <h2 className="mm-disclosure__label">Allergen guide</h2>
        <span className="mm-disclosure__icon" aria-hidden="true" />
      </summary>
      <div className="mm-allergens__panel">
        <p className="mm-allergens__note">
          The 14 allergens UK law asks us to declare: ✓ means the dish contains the allergen, — means it does not.
          Recipes can change and our kitchens handle every allergen, so please always tell your server about an
          allergy before you order.
        </p>
        <div className="mm-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className="mm-allergen-table">
            <caption id={captionId} className="mm-allergen-table__caption">
              Allergens in the {menu.name} menu
            </caption>
            <thead>
              <tr>
                <td className="mm-allergen-table__corner">
                  <span className="rv-visually-hidden">Dish</span>
                </td>
                {UK_ALLERGENS.map((allergen) => (
                  <th key={allergen} scope="col" className="mm-allergen-table__allergen">
                    <span className="mm-allergen-table__allergen-name">{allergen}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {dishes.map(({ key, item: dish }) => (
                <tr key={key} className="mm-allergen-table__row">
                  <th scope="row" className="mm-allergen-table__dish">
                    {dish.name}
                  </th>
                  {UK_ALLERGENS.map((allergen) =>
                    dish.allergens.includes(allergen) ? (
                      <td key={allergen} className="mm-allergen-table__cell mm-allergen-table__cell--yes">
                        <span aria-hidden="true">✓</span>
                        <span className="rv-visually-hidden">contains</span>
                      </td>
                    ) : (
                      <td key={allergen} className="mm-allergen-table__cell">
                        <span aria-hidden="true">—</span>
                        <span className="rv-visually-hidden">does not contain</span>
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </details>
  );
}
