import type { LocationSeed } from '../src/server/seed/seed-schema.ts';
import {
  CAFE,
  CAFE_LATE,
  CATERING,
  CATERING_WEEKDAYS,
  CLOSED_SUNDAY,
  DELIVERY,
  DELIVERY_LATE,
  DELIVERY_WEEKDAYS,
  DRIVE_THRU_24H,
  DRIVE_THRU_EARLY,
  NIGHT_OWL,
  OFFICE,
  SPLIT_SUNDAY,
} from './hours.ts';

/**
 * The demo brand's stores (DESIGN §6): Greater Boston and the Washington DC area. Street
 * names, cities, ZIPs and coordinates are real; the street numbers and stores are invented,
 * and phone numbers use the 555-01xx range reserved for fiction.
 * Tax rates in basis points: MA meals tax 6.25 % + 0.75 % local option = 7 %; DC restaurant
 * meals 10 %; Maryland 6 %; Virginia 6 % sales + local meals tax (Arlington and Fairfax 4 %,
 * Alexandria 5 %).
 */
const ET = 'America/New_York';
const ALL: LocationSeed['services'] = {
  pickup: true,
  curbside: true,
  drivethru: false,
  delivery: true,
  catering: true,
  advancedays: 14,
  transfercart: true,
};
const radius = (miles: number, feeCents = 399, minimumCents = 1500): LocationSeed['delivery'] => ({
  zone: { type: 'radius', miles },
  feeCents,
  minimumCents,
});

export const LOCATIONS: LocationSeed[] = [
  // ── Greater Boston ──────────────────────────────────────────────────────────────
  {
    id: 'bos-back-bay', menuId: '10101', name: 'Back Bay', address: '214 Newbury Street', city: 'Boston', state: 'MA', zip: '02116',
    phone: '6175550101', lat: 42.3497, lng: -71.0826, timeZone: ET,
    services: { ...ALL }, taxRateBps: 700, delivery: radius(3),
    hours: { pickup: CAFE_LATE, curbside: CAFE_LATE, delivery: DELIVERY_LATE, catering: CATERING },
    slots: { slotMinutes: 15, leadMinutes: 15, deliveryLeadMinutes: 45, slotCapacity: 10 },
  },
  {
    id: 'bos-beacon-hill', menuId: '10102', name: 'Beacon Hill', address: '88 Charles Street', city: 'Boston', state: 'MA', zip: '02114',
    phone: '6175550102', lat: 42.3576, lng: -71.0704, timeZone: ET,
    // A small shop on a narrow street: counter pickup only, no delivery, carts stay put.
    services: { ...ALL, curbside: false, delivery: false, catering: false, advancedays: 7, transfercart: false }, taxRateBps: 700,
    hours: { pickup: CLOSED_SUNDAY },
    slots: { slotMinutes: 15, leadMinutes: 20, deliveryLeadMinutes: 45, slotCapacity: 4 },
    menu: { unavailable: ['p-roast-half-chicken', 'p-braised-short-rib', 'p-maple-glazed-salmon'] },
  },
  {
    id: 'bos-south-end', menuId: '10103', name: 'South End', address: '612 Tremont Street', city: 'Boston', state: 'MA', zip: '02118',
    phone: '6175550103', lat: 42.3438, lng: -71.0725, timeZone: ET,
    services: { ...ALL }, taxRateBps: 700, delivery: radius(3),
    hours: { pickup: CAFE, curbside: CAFE, delivery: DELIVERY, catering: CATERING },
  },
  {
    id: 'bos-seaport', menuId: '10104', name: 'Seaport', address: '120 Seaport Boulevard', city: 'Boston', state: 'MA', zip: '02210',
    phone: '6175550104', lat: 42.3516, lng: -71.0449, timeZone: ET,
    services: { ...ALL, curbside: false, advancedays: 21 }, taxRateBps: 700, delivery: radius(3, 499, 2000),
    hours: { pickup: OFFICE, delivery: DELIVERY_WEEKDAYS, catering: CATERING_WEEKDAYS },
    slots: { slotMinutes: 10, leadMinutes: 10, deliveryLeadMinutes: 40, slotCapacity: 14 },
  },
  {
    id: 'cam-harvard-square', menuId: '10105', name: 'Harvard Square', address: '1350 Massachusetts Avenue', city: 'Cambridge', state: 'MA', zip: '02138',
    phone: '6175550105', lat: 42.3729, lng: -71.1189, timeZone: ET,
    services: { ...ALL, curbside: false, catering: false }, taxRateBps: 700, delivery: radius(3),
    hours: { pickup: NIGHT_OWL, delivery: DELIVERY_LATE },
    closures: [{ date: '2026-12-28', closed: true, reason: 'Floor refinishing' }],
  },
  {
    id: 'cam-kendall-square', menuId: '10106', name: 'Kendall Square', address: '325 Main Street', city: 'Cambridge', state: 'MA', zip: '02142',
    phone: '6175550106', lat: 42.3626, lng: -71.0862, timeZone: ET,
    services: { ...ALL, advancedays: 21 }, taxRateBps: 700, delivery: radius(3),
    hours: { pickup: OFFICE, curbside: OFFICE, delivery: DELIVERY_WEEKDAYS, catering: CATERING_WEEKDAYS },
    slots: { slotMinutes: 10, leadMinutes: 10, deliveryLeadMinutes: 40, slotCapacity: 16 },
    closures: [{ date: '2026-12-26', closed: true, reason: 'Holiday break' }],
  },
  {
    id: 'som-davis-square', menuId: '10107', name: 'Davis Square', address: '240 Elm Street', city: 'Somerville', state: 'MA', zip: '02144',
    phone: '6175550107', lat: 42.3967, lng: -71.1227, timeZone: ET,
    services: { ...ALL, curbside: false, catering: false }, taxRateBps: 700, delivery: radius(4),
    hours: { pickup: CAFE, delivery: DELIVERY },
  },
  {
    id: 'brk-coolidge-corner', menuId: '10108', name: 'Coolidge Corner', address: '1310 Beacon Street', city: 'Brookline', state: 'MA', zip: '02446',
    phone: '6175550108', lat: 42.3421, lng: -71.1217, timeZone: ET,
    services: { ...ALL }, taxRateBps: 700, delivery: radius(3),
    hours: { pickup: CAFE, curbside: CAFE, delivery: DELIVERY, catering: CATERING },
    menu: { prices: { 'p-house-coffee': 269, 'p-caffe-latte': 479 } },
  },
  {
    id: 'new-newton-centre', menuId: '10109', name: 'Newton Centre', address: '796 Beacon Street', city: 'Newton', state: 'MA', zip: '02459',
    phone: '6175550109', lat: 42.3299, lng: -71.1927, timeZone: ET,
    services: { ...ALL, advancedays: 21 }, taxRateBps: 700, delivery: radius(5, 499, 2500),
    hours: { pickup: CAFE, curbside: CAFE, delivery: DELIVERY, catering: CATERING },
  },
  {
    id: 'wal-moody-street', menuId: '10110', name: 'Moody Street', address: '412 Moody Street', city: 'Waltham', state: 'MA', zip: '02453',
    phone: '7815550110', lat: 42.3704, lng: -71.2369, timeZone: ET,
    services: { ...ALL, curbside: false, catering: false }, taxRateBps: 700, delivery: radius(4),
    hours: { pickup: CAFE, delivery: DELIVERY },
  },
  {
    id: 'bur-middlesex-turnpike', menuId: '10111', name: 'Burlington', address: '98 Middlesex Turnpike', city: 'Burlington', state: 'MA', zip: '01803',
    phone: '7815550111', lat: 42.4839, lng: -71.196, timeZone: ET,
    services: { ...ALL, drivethru: true, advancedays: 21 }, taxRateBps: 700, delivery: radius(5, 499, 2000),
    hours: { pickup: CAFE, curbside: CAFE, drivethru: DRIVE_THRU_EARLY, delivery: DELIVERY, catering: CATERING },
    slots: { slotMinutes: 15, leadMinutes: 10, deliveryLeadMinutes: 50, slotCapacity: 12 },
  },
  {
    id: 'qui-quincy-center', menuId: '10112', name: 'Quincy Center', address: '1415 Hancock Street', city: 'Quincy', state: 'MA', zip: '02169',
    phone: '6175550112', lat: 42.2509, lng: -71.0027, timeZone: ET,
    comingSoon: true, openingDate: '2027-03-01', available: false,
    services: { ...ALL, catering: false }, taxRateBps: 700, delivery: radius(4),
    hours: { pickup: CAFE, curbside: CAFE, delivery: DELIVERY },
  },
  // ── Washington DC area ──────────────────────────────────────────────────────────
  {
    id: 'dc-dupont-circle', menuId: '20101', name: 'Dupont Circle', address: '1520 Connecticut Avenue NW', city: 'Washington', state: 'DC', zip: '20036',
    phone: '2025550113', lat: 38.9107, lng: -77.0436, timeZone: ET,
    services: { ...ALL, curbside: false }, taxRateBps: 1000, delivery: radius(3),
    hours: { pickup: CAFE_LATE, delivery: DELIVERY_LATE, catering: CATERING },
    menu: { prices: { 'p-house-coffee': 269 } },
  },
  {
    id: 'dc-capitol-hill', menuId: '20102', name: 'Capitol Hill', address: '315 Pennsylvania Avenue SE', city: 'Washington', state: 'DC', zip: '20003',
    phone: '2025550114', lat: 38.8868, lng: -77.0011, timeZone: ET,
    services: { ...ALL }, taxRateBps: 1000, delivery: radius(3),
    hours: { pickup: CAFE, curbside: CAFE, delivery: DELIVERY, catering: CATERING },
  },
  {
    id: 'dc-navy-yard', menuId: '20103', name: 'Navy Yard', address: '1100 First Street SE', city: 'Washington', state: 'DC', zip: '20003',
    phone: '2025550115', lat: 38.8761, lng: -77.0072, timeZone: ET,
    services: { ...ALL, curbside: false, catering: false }, taxRateBps: 1000, delivery: radius(3),
    hours: { pickup: NIGHT_OWL, delivery: DELIVERY_LATE },
  },
  {
    id: 'dc-georgetown', menuId: '20104', name: 'Georgetown', address: '1345 Wisconsin Avenue NW', city: 'Washington', state: 'DC', zip: '20007',
    phone: '2025550116', lat: 38.9069, lng: -77.0632, timeZone: ET,
    services: { ...ALL, curbside: false, catering: false, advancedays: 7 }, taxRateBps: 1000,
    // Georgetown, Burleith and the West End, bounded by the river and Rock Creek.
    delivery: {
      zone: {
        type: 'polygon',
        coordinates: [
          [-77.086, 38.903], [-77.074, 38.925], [-77.052, 38.926], [-77.04, 38.912], [-77.045, 38.899], [-77.07, 38.8985],
        ],
      },
      feeCents: 499,
      minimumCents: 2000,
    },
    hours: { pickup: SPLIT_SUNDAY, delivery: DELIVERY },
    menu: { unavailable: ['p-clam-chowder'] },
  },
  {
    id: 'md-bethesda-row', menuId: '20105', name: 'Bethesda Row', address: '4840 Bethesda Avenue', city: 'Bethesda', state: 'MD', zip: '20814',
    phone: '3015550117', lat: 38.981, lng: -77.0977, timeZone: ET,
    services: { ...ALL, advancedays: 21 }, taxRateBps: 600, delivery: radius(4),
    hours: { pickup: CAFE, curbside: CAFE, delivery: DELIVERY, catering: CATERING },
  },
  {
    id: 'md-silver-spring', menuId: '20106', name: 'Silver Spring', address: '915 Ellsworth Drive', city: 'Silver Spring', state: 'MD', zip: '20910',
    phone: '3015550118', lat: 38.997, lng: -77.0262, timeZone: ET,
    services: { ...ALL, curbside: false, catering: false }, taxRateBps: 600, delivery: radius(4),
    hours: { pickup: CAFE, delivery: DELIVERY },
  },
  {
    id: 'md-rockville-pike', menuId: '20107', name: 'Rockville Pike', address: '1601 Rockville Pike', city: 'Rockville', state: 'MD', zip: '20852',
    phone: '3015550119', lat: 39.0614, lng: -77.1225, timeZone: ET,
    services: { ...ALL, drivethru: true }, taxRateBps: 600, delivery: radius(5, 499, 2000),
    hours: { pickup: CAFE_LATE, curbside: CAFE_LATE, drivethru: DRIVE_THRU_24H, delivery: DELIVERY_LATE, catering: CATERING },
    slots: { slotMinutes: 15, leadMinutes: 10, deliveryLeadMinutes: 50, slotCapacity: 12 },
  },
  {
    id: 'va-clarendon', menuId: '20108', name: 'Clarendon', address: '2900 Wilson Boulevard', city: 'Arlington', state: 'VA', zip: '22201',
    phone: '7035550120', lat: 38.8863, lng: -77.096, timeZone: ET,
    services: { ...ALL, catering: false }, taxRateBps: 1000, delivery: radius(3),
    hours: { pickup: CAFE_LATE, curbside: CAFE_LATE, delivery: DELIVERY_LATE },
  },
  {
    id: 'va-old-town', menuId: '20109', name: 'Old Town Alexandria', address: '710 King Street', city: 'Alexandria', state: 'VA', zip: '22314',
    phone: '7035550121', lat: 38.8051, lng: -77.047, timeZone: ET,
    services: { ...ALL, curbside: false }, taxRateBps: 1100, delivery: radius(3),
    hours: { pickup: CAFE, delivery: DELIVERY, catering: CATERING },
  },
  {
    id: 'va-tysons', menuId: '20110', name: 'Tysons', address: '8150 Leesburg Pike', city: 'Vienna', state: 'VA', zip: '22182',
    phone: '7035550122', lat: 38.9197, lng: -77.2253, timeZone: ET,
    services: { ...ALL, drivethru: true, advancedays: 21 }, taxRateBps: 1000, delivery: radius(5, 499, 2000),
    hours: { pickup: OFFICE, curbside: OFFICE, drivethru: DRIVE_THRU_EARLY, delivery: DELIVERY_WEEKDAYS, catering: CATERING_WEEKDAYS },
  },
];
