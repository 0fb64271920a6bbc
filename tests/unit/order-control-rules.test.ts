import { describe, expect, it } from 'vitest';
import {
  addressLine,
  changeLabel,
  changePlan,
  currentPickupType,
  deliveryHandoffBody,
  isDeliveryHandoff,
  needsLocationFetch,
  pickupTypes,
  seedDeliveryAddress,
  shippingInfoPayload,
  toggledHandoff,
} from '../../src/domain/locations/order-control.ts';

const cartAddress = {
  address: '214 Newbury Street',
  building: '',
  city: 'Boston',
  state: 'MA',
  zip: '02116',
  lat: 42.35,
  lng: -71.08,
  instructions: 'Ring twice',
};

describe('order control rules (spec §2, §4)', () => {
  it('delivery and dispatch are delivery; every pickup kind toggles to delivery', () => {
    expect(isDeliveryHandoff('delivery')).toBe(true);
    expect(isDeliveryHandoff('dispatch')).toBe(true);
    expect(isDeliveryHandoff('curbside')).toBe(false);
    expect(toggledHandoff('pickup')).toBe('delivery');
    expect(toggledHandoff('curbside')).toBe('delivery');
    expect(toggledHandoff('drivethru')).toBe('delivery');
    expect(toggledHandoff('dispatch')).toBe('pickup');
  });

  it('pickup types follow what the store offers; drive-thru checks neither', () => {
    expect(pickupTypes({ pickup: true, curbside: true })).toEqual(['pickup', 'curbside']);
    expect(pickupTypes({ pickup: true, curbside: false })).toEqual(['pickup']);
    expect(pickupTypes({ pickup: false, curbside: false })).toEqual([]);
    expect(currentPickupType('curbside')).toBe('curbside');
    expect(currentPickupType('drivethru')).toBeNull();
  });

  it('Change: delivery opens the delivery modal at / with the address cleared; pickup goes to /locations', () => {
    expect(changePlan('delivery')).toEqual({
      searchType: 'delivery',
      openDelivery: true,
      clearAddress: true,
      path: '/',
    });
    expect(changePlan('dispatch').path).toBe('/');
    expect(changePlan('curbside')).toEqual({
      searchType: 'pickup',
      openDelivery: false,
      clearAddress: false,
      path: '/locations',
    });
    expect(changeLabel('delivery')).toBe('Change Address');
    expect(changeLabel('pickup')).toBe('Change Location');
  });

  it('a cart address seeds the delivery address only when none is set', () => {
    expect(seedDeliveryAddress(null, cartAddress)).toEqual({
      address: '214 Newbury Street',
      city: 'Boston',
      state: 'MA',
      zip: '02116',
      lat: 42.35,
      lng: -71.08,
      instructions: 'Ring twice',
    });
    expect(seedDeliveryAddress({ ...cartAddress, address: '1 Other St' }, cartAddress)).toBeNull();
    expect(seedDeliveryAddress(null, null)).toBeNull();
  });

  it('the location is fetched when the cart has one and the store holds none or another', () => {
    expect(needsLocationFetch('10101', null)).toBe(true);
    expect(needsLocationFetch('10101', { menu_id: '20202' })).toBe(true);
    expect(needsLocationFetch('10101', { menu_id: '10101' })).toBe(false);
    expect(needsLocationFetch(null, null)).toBe(false);
  });

  it('the delivery handoff body has exactly the spec §7 fields with default false', () => {
    const body = deliveryHandoffBody({
      address: '214 Newbury Street',
      city: 'Boston',
      state: 'MA',
      zip: '02116',
      lat: 42.35,
      lng: -71.08,
      id: 'x',
    });
    expect(Object.keys(body).sort()).toEqual([
      'address',
      'building',
      'city',
      'default',
      'handoffMode',
      'instructions',
      'lat',
      'lng',
      'state',
      'zip',
    ]);
    expect(body).toMatchObject({ building: '', instructions: '', default: false, handoffMode: 'delivery' });
  });

  it('add_shipping_info carries where, not who; address lines read naturally', () => {
    expect(shippingInfoPayload({ ...cartAddress }, '10101')).toEqual({
      shipping_tier: 'delivery',
      menu_id: '10101',
      city: 'Boston',
      state: 'MA',
      zip: '02116',
    });
    expect(addressLine(cartAddress)).toBe('214 Newbury Street, Boston, MA 02116');
  });
});
