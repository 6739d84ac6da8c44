// The acknowledgement a partner can copy or share after adding a lead: the lead id, the client's name with
// the number masked, the project, the tier with its percentage, the server's time of registration and
// the end of the lead's protection (extension, where the server answers it).

import { formatIst } from './dates';
import { type LeadTier, TIER_PERCENTAGE } from './leadPayload';
import { displayNumber } from './phoneNumber';

export type LeadReceipt = {
  leadId: number;
  clientName: string;
  countryCode: string;
  number: string;
  projectName: string;
  tier: LeadTier;
  /** When the server registered the lead (its answer's Date), as epoch milliseconds. */
  registeredAt: number;
  /** The end of the developer's protection of this client for the partner, as epoch milliseconds. */
  protectionEndsAt?: number;
};

/** All but the first two and last two digits hidden: 9876543210 -> 98******10. */
export function maskNumber(number: string): string {
  if (number.length <= 4) return '*'.repeat(number.length);
  return `${number.slice(0, 2)}${'*'.repeat(number.length - 4)}${number.slice(-2)}`;
}

/** The receipt as plain text (what Copy puts on the clipboard and WhatsApp shares). */
export function receiptText(receipt: LeadReceipt, productName: string): string {
  return [
    `Lead registered on ${productName}`,
    `Lead ID: ${receipt.leadId}`,
    `Client: ${receipt.clientName} (${displayNumber(maskNumber(receipt.number), receipt.countryCode)})`,
    `Project: ${receipt.projectName}`,
    `Tier: ${receipt.tier} (${TIER_PERCENTAGE[receipt.tier]}%)`,
    `Registered at: ${formatIst(receipt.registeredAt)}`,
    ...(receipt.protectionEndsAt === undefined
      ? []
      : [`Protected until: ${formatIst(receipt.protectionEndsAt)}`]),
  ].join('\n');
}

export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
