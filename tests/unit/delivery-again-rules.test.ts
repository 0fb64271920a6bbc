import { describe, expect, it } from 'vitest';
import { bagSummary } from '../../src/domain/cart/summary-lines.ts';
import { suggestionsStatus, typedAddressMatch } from '../../src/domain/locations/typed-address.ts';
import { editDistance, withinTypo } from '../../src/domain/locations/typo-match.ts';
import type { GeocodeResult } from '../../src/domain/locations/geocode-contract.ts';
import { deliveryAddressLine, orderPlaceLabel } from '../../src/domain/orders/order-place.ts';
import { reorderDelivery, reorderHandoffNotice } from '../../src/domain/orders/reorder-handoff.ts';

/** Issue 42 §3 and §6: the pure rules behind Order Again on a delivery, the address search and the bag's totals. */
const address = {
  address: '200 Newbury Street',
  building: 'Apt 4',
  city: 'Boston',
  state: 'MA',
  zip: '02116',
  lat: 42.35,
  lng: -71.08,
  instructions: 'Ring twice',
};
const location = { name: 'Back Bay' } as Parameters<typeof orderPlaceLabel>[0]['location'];

describe('Order Again on a delivery order', () => {
  it('asks for the same delivery and address; a pickup order asks for none', () => {
    expect(reorderDelivery({ handoff: 'delivery', address })).toEqual({
      ...address,
      default: false,
      handoffMode: 'delivery',
    });
    expect(reorderDelivery({ handoff: 'dispatch', address })?.handoffMode).toBe('dispatch');
    expect(reorderDelivery({ handoff: 'pickup', address: null })).toBeNull();
    expect(reorderDelivery({ handoff: 'delivery', address: null })).toBeNull();
  });

  it('says in plain words why delivery did not come along', () => {
    expect(reorderHandoffNotice(address, 'Back Bay')).toBe(
      'We could not set this order for delivery to 200 Newbury St: Back Bay no longer delivers there. ' +
        'Your bag is set for pickup at Back Bay; choose Change to deliver to another address.',
    );
  });

  it('the history names a delivery by its address and a pickup by its store', () => {
    expect(orderPlaceLabel({ handoff: 'delivery', address, location })).toBe('Delivery to 200 Newbury St');
    expect(orderPlaceLabel({ handoff: 'pickup', address: null, location })).toBe('Back Bay');
    expect(deliveryAddressLine(address)).toBe('200 Newbury Street, Apt 4, Boston, MA 02116');
    expect(deliveryAddressLine({ ...address, building: '' })).toBe('200 Newbury Street, Boston, MA 02116');
  });
});

describe('the address search', () => {
  it('counts suggestions in words, singular and plural', () => {
    expect(suggestionsStatus(0)).toBe('No suggestions.');
    expect(suggestionsStatus(1)).toBe('1 suggestion available.');
    expect(suggestionsStatus(3)).toBe('3 suggestions available.');
  });

  it('a typed address sent with Enter takes the first complete street address', () => {
    const city: GeocodeResult = {
      layer: 'locality',
      formattedAddress: 'Boston, MA',
      countryCode: 'US',
      latitude: 1,
      longitude: 1,
    };
    const noZip: GeocodeResult = { ...city, layer: 'address', formattedAddress: '1 Main St, Boston, MA' };
    const full: GeocodeResult = { ...noZip, formattedAddress: '1 Main St, Boston, MA 02116', postalCode: '02116' };
    expect(typedAddressMatch([city, noZip, full])).toBe(full);
    expect(typedAddressMatch([city])).toBeNull();
    expect(typedAddressMatch([])).toBeNull();
  });

  it('forgives one slip in a word, two in a long one, none in a short one', () => {
    expect(withinTypo('newbery', 'newbury')).toBe(true);
    expect(withinTypo('nebwury', 'newbury')).toBe(true);
    expect(withinTypo('newbry', 'newbury')).toBe(true);
    expect(withinTypo('nxwbxry', 'newbury')).toBe(false);
    expect(withinTypo('massachusets', 'massachusetts')).toBe(true);
    expect(withinTypo('mian', 'main')).toBe(true);
    expect(withinTypo('elm', 'elk')).toBe(false);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('ab', 'ba')).toBe(1);
  });
});

describe("the bag's totals", () => {
  const totals = { subtotal: 1875, tax: 131, fees: 0, handoff: 0, discount: 0, tip: 0, total: 2006 };
  it('a plain pickup bag shows its subtotal only', () => {
    expect(bagSummary({ totals, discounts: [], handoff: 'pickup' })).toEqual({
      lines: [{ label: 'Subtotal', cents: 1875 }],
      total: null,
    });
  });

  it('a delivery fee or a service fee shows every server line and the total before checkout', () => {
    const delivery = bagSummary({
      totals: { ...totals, handoff: 399, total: 2405 },
      discounts: [],
      handoff: 'delivery',
    });
    expect(delivery.lines.map((l) => l.label)).toEqual(['Subtotal', 'Tax', 'Delivery Fee']);
    expect(delivery.total).toBe(2405);
    const service = bagSummary({ totals: { ...totals, fees: 150, total: 2156 }, discounts: [], handoff: 'pickup' });
    expect(service.lines.map((l) => [l.label, l.cents])).toContainEqual(['Service Fee', 150]);
    expect(service.total).toBe(2156);
  });
});
