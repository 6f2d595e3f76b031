// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AttributeDefinition } from '../../machines/types';
import { BookedTripDetails } from '../../src/components/booked-trip/booked-trip-details';
import { I18nProvider } from '../../src/i18n/i18n';
import { trip } from '../machines/fixtures';

/** The region's take-along definitions the details name aids by (titles as the server gives them). */
function definition(name: AttributeDefinition['name'], title: string): AttributeDefinition {
  return {
    name,
    title,
    type: 'checkbox',
    groupName: null,
    groupTitle: null,
    code: name.slice(0, 3).toUpperCase(),
    readOnly: false,
    defaultUnits: 0,
    minUnits: 0,
    maxUnits: 1,
  };
}

const DEFINITIONS = [
  definition('travelers', 'Companions'),
  definition('children0to12', 'Children'),
  definition('electricWheelchair', 'Electric wheelchair'),
  definition('guideDog', 'Guide dog'),
  definition('handLuggage', 'Hand luggage'),
];

/** The value cell next to the label `term`. */
function valueOf(term: string): string {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

describe('BookedTripDetails (the confirmation views of a booked trip)', () => {
  it('says number, date, pick-up window, from, to, who travels, every aid, price, payment and the cancel deadline', () => {
    render(
      <I18nProvider initialLocale="en-US">
        <BookedTripDetails
          trip={trip({
            externalTripId: 'RT-4711',
            // 12:00 in Amsterdam (summer time).
            departureDateTime: '2026-07-01T10:00:00Z',
            attributes: { travelers: 1, children0to12: 2, electricWheelchair: 1, guideDog: 1 },
            paymentOption: { type: 'creditCard', cardBrand: 'visa' },
          })}
          definitions={DEFINITIONS}
          showCancelUntil
        />
      </I18nProvider>,
    );
    expect(valueOf('Trip number')).toBe('RT-4711');
    expect(valueOf('Date')).toBe('Wednesday, July 1, 2026');
    expect(valueOf('Pick-up time')).toBe('12:00');
    expect(valueOf('The taxi comes')).toBe('between 11:45 and 12:15');
    expect(valueOf('From')).toBe('Stationsplein 1, Amsterdam');
    expect(valueOf('To')).toBe('Meibergdreef 9, Amsterdam');
    expect(valueOf('Who travels')).toBe('You, 1 companion, 2 children');
    expect(valueOf('Aids and luggage')).toBe('Electric wheelchair, Guide dog');
    expect(valueOf('Price')).toBe('€14.90');
    expect(valueOf('Payment method')).toBe('Credit card (Visa)');
    expect(valueOf('Cancelling')).toBe('You can cancel until Wednesday, July 1, 2026 11:00.');
  });

  it('says "Nothing" without aids, and leaves who travels and aids out without the definitions', () => {
    const { unmount } = render(
      <I18nProvider initialLocale="nl-NL">
        <BookedTripDetails trip={trip({ attributes: { travelers: 2 } })} definitions={DEFINITIONS} />
      </I18nProvider>,
    );
    expect(valueOf('Wie reist er')).toBe('U, 2 meereizenden');
    expect(valueOf('Hulpmiddelen en bagage')).toBe('Niets');
    expect(valueOf('De taxi komt')).toBe('tussen 11:45 en 12:15');
    expect(screen.queryByText('Annuleren', { selector: 'dt' })).toBeNull();
    unmount();

    // The guest's pages pass no definitions: their rows stay as they were.
    render(
      <I18nProvider initialLocale="nl-NL">
        <BookedTripDetails trip={trip({ attributes: { electricWheelchair: 1 } })} />
      </I18nProvider>,
    );
    expect(screen.queryByText('Wie reist er')).toBeNull();
    expect(screen.queryByText('Hulpmiddelen en bagage')).toBeNull();
    expect(valueOf('Ritnummer')).toBe('T-1');
  });
});
