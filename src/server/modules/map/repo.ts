import { avg, count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { locations } from '../../db/schema/locations.ts';

export interface StoreCity {
  city: string;
  state: string;
  lat: number;
  lng: number;
  stores: number;
}

/** Every city with a store, at the mean of its stores (the basemap's city labels and metro boxes). */
export async function listStoreCities(db: Db): Promise<StoreCity[]> {
  const rows = await db
    .select({
      city: locations.city,
      state: locations.state,
      lat: avg(locations.lat),
      lng: avg(locations.lng),
      stores: count(),
    })
    .from(locations)
    .groupBy(locations.city, locations.state)
    .orderBy(locations.state, locations.city);
  return rows.map((r) => ({ city: r.city, state: r.state, lat: Number(r.lat), lng: Number(r.lng), stores: r.stores }));
}
