// The country calling-code list of the client number (spec 01 §3 "Country calling-code list"), built from
// the countries-list data set: one entry per code, naming every country that uses it; +91 comes first.
import { countries } from 'countries-list';
import { DEFAULT_COUNTRY_CODE } from './phoneNumber';

export type CountryCode = { value: string; label: string };

function buildCountryCodes(): CountryCode[] {
  const names = new Map<string, string[]>();
  for (const country of Object.values(countries)) {
    for (const phone of country.phone) {
      const code = `+${phone}`;
      names.set(code, [...(names.get(code) ?? []), country.name]);
    }
  }
  const numeric = (code: string) => Number(code.slice(1));
  return [...names.entries()]
    .sort(([a], [b]) => {
      if (a === DEFAULT_COUNTRY_CODE) return -1;
      if (b === DEFAULT_COUNTRY_CODE) return 1;
      return numeric(a) - numeric(b);
    })
    .map(([value, list]) => ({ value, label: `${value} ${[...list].sort().join(', ')}` }));
}

export const COUNTRY_CODES: readonly CountryCode[] = buildCountryCodes();
