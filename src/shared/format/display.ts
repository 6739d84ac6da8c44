// Display formats of the list screens (spec 02 §9): dates YYYY/MM/DD, activity dates YYYY/MM/DD hh:mm a,
// phone numbers with their country code (+91- unless told).
import { format } from 'date-fns';
import { displayNumber } from '../../domain/phoneNumber';

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? format(date, 'yyyy/MM/dd') : '';
}

export function formatActivityDate(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? format(date, 'yyyy/MM/dd hh:mm a') : '';
}

export function formatPhone(number: string | null | undefined, countryCode?: string): string {
  return displayNumber(number, countryCode);
}

export function yesNo(value: number | null | undefined): string {
  return value === 1 ? 'Yes' : 'No';
}

export function nationalityName(value: string): string {
  return value === '1' ? 'Indian' : 'NRI';
}
