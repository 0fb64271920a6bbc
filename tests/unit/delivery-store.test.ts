import { describe, expect, it } from 'vitest';
import { otherStoreNotice } from '../../src/domain/locations/delivery-store.ts';

/** A delivery served by another store than the one the order started at is said before the bag moves. */
const backBay = { menu_id: '10101', name: 'Back Bay' };
const southEnd = { menu_id: '10103', name: 'South End', address: '612 Tremont Street' };
const to = { address: '300 Boylston Street' };

describe('delivery from another store', () => {
  it('names the address, the delivering store and the store the customer started from', () => {
    expect(otherStoreNotice(backBay, southEnd, to, 2)).toEqual({
      heading: 'Your Delivery Comes From South End',
      lines: [
        'Delivery to 300 Boylston St comes from our South End cafe, 612 Tremont Street, not from Back Bay.',
        "South End's menu and prices may differ from Back Bay's.",
        "Your bag moves to South End; if something in it isn't available there, we'll tell you.",
      ],
    });
  });

  it('says nothing about a bag that is empty', () => {
    expect(otherStoreNotice(backBay, southEnd, to, 0)?.lines).toHaveLength(2);
  });

  it('is silent for the same store, or when the customer started nowhere', () => {
    expect(otherStoreNotice({ menu_id: '10103', name: 'South End' }, southEnd, to, 3)).toBeNull();
    expect(otherStoreNotice(null, southEnd, to, 0)).toBeNull();
  });
});
