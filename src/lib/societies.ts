// Ten sample societies exist, and 19 society names in a separate list (docs/product.md#audience;
// the landing page's filter offers All Societies plus these 19). The first ten names are the sample
// societies.
export const SAMPLE_SOCIETIES = [
  { name: 'Vasundhara Greens', city: 'Pune', state: 'Maharashtra' },
  { name: 'Vasundhara Heights', city: 'Mumbai', state: 'Maharashtra' },
  { name: 'Vasundhara Lakeview', city: 'Bengaluru', state: 'Karnataka' },
  { name: 'Vasundhara Meadows', city: 'Hyderabad', state: 'Telangana' },
  { name: 'Vasundhara Palms', city: 'Chennai', state: 'Tamil Nadu' },
  { name: 'Vasundhara Residency', city: 'Gurugram', state: 'Haryana' },
  { name: 'Vasundhara Riverside', city: 'Ahmedabad', state: 'Gujarat' },
  { name: 'Vasundhara Skyline', city: 'Noida', state: 'Uttar Pradesh' },
  { name: 'Vasundhara Orchid', city: 'Kolkata', state: 'West Bengal' },
  { name: 'Vasundhara Serene', city: 'Jaipur', state: 'Rajasthan' },
] as const;

export const SOCIETY_NAMES = [
  ...SAMPLE_SOCIETIES.map((society) => society.name),
  'Vasundhara Aurum',
  'Vasundhara Blossom',
  'Vasundhara Crest',
  'Vasundhara Emerald',
  'Vasundhara Gardenia',
  'Vasundhara Horizon',
  'Vasundhara Ivory',
  'Vasundhara Jasmine',
  'Vasundhara Kingsway',
] as const;

/**
 * "Vasundhara Greens" -> "Greens": the stories strip drops the builder-name prefix
 * (docs/product.md#stories).
 */
export function withoutBuilderPrefix(societyName: string, builderShortName = 'Vasundhara'): string {
  const prefix = `${builderShortName} `;
  return societyName.startsWith(prefix) ? societyName.slice(prefix.length) : societyName;
}

/**
 * The periods a society's public response record covers, in days (docs/product.md#society-records):
 * the last 30 or the last 90 days.
 */
export const RECORD_PERIODS = [30, 90] as const;
export type RecordPeriod = (typeof RECORD_PERIODS)[number];
export const DEFAULT_RECORD_PERIOD: RecordPeriod = 30;
