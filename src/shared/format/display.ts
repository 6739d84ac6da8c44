// Display formats of the list screens (spec 02 §9): phone numbers with their country code (+91- unless
// told), yes/no flags, nationality (dates: domain/dates).
import { displayNumber } from '../../domain/phoneNumber';

export function formatPhone(number: string | null | undefined, countryCode?: string): string {
  return displayNumber(number, countryCode);
}

export function yesNo(value: number | null | undefined): string {
  return value === 1 ? 'Yes' : 'No';
}

export function nationalityName(value: string): string {
  return value === '1' ? 'Indian' : 'NRI';
}
