/** Spec §9: the region table covers US states and Canadian provinces by name. */
export const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
};

export const CA_PROVINCES: Record<string, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

export type Country = 'US' | 'CA';

/** Name of a state or province code ('MA' → 'Massachusetts'); undefined when unknown. */
export function regionName(code: string): string | undefined {
  const upper = code.toUpperCase();
  return US_STATES[upper] ?? CA_PROVINCES[upper];
}

/** Code of a region given by code or name ('massachusetts' → 'MA'). */
export function regionCode(text: string): { code: string; country: Country } | undefined {
  const t = text.trim();
  const upper = t.toUpperCase();
  if (US_STATES[upper]) return { code: upper, country: 'US' };
  if (CA_PROVINCES[upper]) return { code: upper, country: 'CA' };
  const lower = t.toLowerCase();
  for (const [code, name] of Object.entries(US_STATES))
    if (name.toLowerCase() === lower) return { code, country: 'US' };
  for (const [code, name] of Object.entries(CA_PROVINCES))
    if (name.toLowerCase() === lower) return { code, country: 'CA' };
  return undefined;
}
