/** Display formats of spec §9. */

/** Distance in miles with 2 decimals ("1.25"). */
export const formatDistance = (miles: number) => miles.toFixed(2);

/** (xxx) xxx-xxxx with a leading 1 stripped; anything that is not a 10-digit number is shown as given. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** A `tel:` href in E.164 (+1 for US/CA numbers). */
export function phoneHref(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.length === 10 ? `tel:+1${digits}` : `tel:${digits}`;
}

/** '06:30' → '6:30 AM', '24:00' → '12:00 AM' (midnight). */
export function formatClock(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour = h % 24;
  const suffix = hour < 12 ? 'AM' : 'PM';
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** '05:00'–'10:30' → '5:00–10:30 AM'; '09:00'–'14:00' → '9:00 AM–2:00 PM'. */
export function formatClockRange(from: string, to: string): string {
  const [a, b] = [formatClock(from), formatClock(to)];
  return a.slice(-2) === b.slice(-2) ? `${a.slice(0, -3)}–${b}` : `${a}–${b}`;
}

/** A maps URL with directions to the store (opens the user's map app or the web map). */
export function directionsUrl(location: { address: string; city: string; state: string; zip: string }): string {
  const destination = `${location.address}, ${location.city}, ${location.state} ${location.zip}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** USPS suffix abbreviations for the short street line (issue 15 "Delivery to 200 Newbury St"). */
const SUFFIX_ABBREVIATIONS: Record<string, string> = {
  street: 'St',
  avenue: 'Ave',
  boulevard: 'Blvd',
  road: 'Rd',
  drive: 'Dr',
  lane: 'Ln',
  court: 'Ct',
  place: 'Pl',
  square: 'Sq',
  terrace: 'Ter',
  parkway: 'Pkwy',
  highway: 'Hwy',
  circle: 'Cir',
  plaza: 'Plz',
  turnpike: 'Tpke',
};
const DIRECTIONALS = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw']);

/**
 * "200 Newbury Street" → "200 Newbury St", "1520 Connecticut Avenue NW" → "1520 Connecticut Ave NW":
 * the street's suffix (the last word, or the one before a trailing directional) is abbreviated.
 */
export function shortStreet(line: string): string {
  const words = line.trim().split(/\s+/);
  const at = words.length > 2 && DIRECTIONALS.has(words.at(-1)!.toLowerCase()) ? words.length - 2 : words.length - 1;
  // Only after a name ("7 Avenue" stays): the number is word 0, the name word 1.
  const short = at > 1 ? SUFFIX_ABBREVIATIONS[words[at]!.toLowerCase().replace(/\.$/, '')] : undefined;
  if (short) words[at] = short;
  return words.join(' ');
}

/** The handoff line of the header, bag and checkout for a delivery order ("Delivery to 200 Newbury St"). */
export const deliveryToLabel = (address: { address: string }) => `Delivery to ${shortStreet(address.address)}`;
