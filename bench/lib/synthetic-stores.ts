import { locationHours, locations } from '../../src/server/db/schema/locations.ts';
import type { Db } from '../../src/server/db/client.ts';

/**
 * Bench-only brand-scale stores (issue 3 benchmark): never part of the demo seed. Spread over
 * the contiguous US with a deterministic generator, plus a metro cluster around Boston (the
 * benched search point), so a search there meets a realistic number of stores in its 100-mile
 * radius and in the 50-mile delivery reach. Each store delivers (3-mile radius) and has pickup
 * and delivery hours every day, like a real store, so the search does the full work.
 */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BOSTON = { lat: 42.3497, lng: -71.0826 };
/** Share of the stores in the Boston metro (within ~40 miles): a dense market like a real chain's home region. */
const METRO_SHARE = 0.03;
const WINDOWS = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
  { handoff: 'pickup' as const, weekday, opens: '07:00', closes: '21:00' },
  { handoff: 'delivery' as const, weekday, opens: '10:00', closes: '21:00' },
]);

export async function insertSyntheticStores(db: Db, count: number): Promise<void> {
  const random = mulberry32(20261122);
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const rows: (typeof locations.$inferInsert)[] = [];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const metro = random() < METRO_SHARE;
      const lat = metro ? BOSTON.lat + (random() - 0.5) * 1.1 : 25 + random() * 23;
      const lng = metro ? BOSTON.lng + (random() - 0.5) * 1.5 : -124 + random() * 57;
      const n = String(i).padStart(5, '0');
      rows.push({
        id: `bench-${n}`,
        menuId: `9${n}`,
        name: `Bench Store ${n}`,
        address: `${100 + (i % 900)} Synthetic Avenue`,
        city: `Benchville ${Math.floor(i / 50)}`,
        state: ['TX', 'CA', 'NY', 'FL', 'OH', 'GA', 'IL', 'PA'][i % 8]!,
        zip: String(10000 + (i % 89999)),
        citySlug: `benchville-${Math.floor(i / 50)}`,
        addressSlug: `bench-${n}`,
        phone: `555${String(i).padStart(7, '0')}`,
        lat,
        lng,
        timeZone: 'America/New_York',
        pickup: true,
        curbside: i % 2 === 0,
        delivery: true,
        catering: false,
        taxRateBps: 700,
        deliveryZone: { type: 'radius', miles: 3 },
      });
    }
    await db.insert(locations).values(rows);
    await db.insert(locationHours).values(rows.flatMap((r) => WINDOWS.map((w) => ({ locationId: r.id, ...w }))));
  }
}
