/** Display formats of spec §9. */

/** Distance in miles with 2 decimals ("1.25"). */
export const formatDistance = (miles: number) => miles.toFixed(2);

/** (xxx) xxx-xxxx with a leading 1 stripped; anything that is not a 10-digit number is shown as given. */
export function formatPhone(phone: string): string {
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

/** A maps URL with directions to the store (opens the user's map app or the web map). */
export function directionsUrl(location: { address: string; city: string; state: string; zip: string }): string {
  const destination = `${location.address}, ${location.city}, ${location.state} ${location.zip}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
