import { reusableJson, type ReusableJson } from '../../http/send-json.ts';

interface Entry {
  stamp: string;
  validUntil: number;
  reply: ReusableJson;
}

/**
 * Recent nearest-search replies, whole and compressed. A reply is a function of
 * the query, the store rows (the index generation), the schedules (the schedule cache's
 * generation) and the wall-clock minute. So an entry serves the same query again while its
 * stamp (index and schedule generations) is unchanged, the minute has not turned and none of its
 * stores' schedules is due for reloading — it is the reply the search would build, without
 * building or compressing it again. Repeated points are common: the offline geocoder places
 * every search of a ZIP code or city at its centroid. Bounded, oldest entry out first.
 */
export function createListReplyCache(options: { maxEntries?: number } = {}) {
  const max = options.maxEntries ?? 512;
  const entries = new Map<string, Entry>();
  return {
    get(key: string, stamp: string, now: number): ReusableJson | null {
      const hit = entries.get(key);
      if (!hit) return null;
      if (hit.stamp === stamp && now < hit.validUntil) return hit.reply;
      entries.delete(key);
      return null;
    },
    set(key: string, stamp: string, validUntil: number, body: string): ReusableJson {
      const reply = reusableJson(body);
      entries.delete(key);
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(key, { stamp, validUntil, reply });
      return reply;
    },
  };
}
