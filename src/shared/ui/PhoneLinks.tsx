// Call and WhatsApp links to a client, dialled on the client's own country code. Links, not buttons:
// they leave the app for the dialler and WhatsApp.
import { AnchorButton } from '@blueprintjs/core';
import { ChatIcon, PhoneIcon } from '@blueprintjs/icons';
import type { MouseEvent } from 'react';
import { displayNumber, telHref, whatsAppHref } from '../../domain/phoneNumber';

export type PhoneContact = { name: string; number: string; country_code: string };

type PhoneLinksProps = {
  contact: PhoneContact;
  /** 'full': 'Call +971-501234567' and 'WhatsApp' (the lead's header); 'icons': two small icon links (a card). */
  variant?: 'full' | 'icons';
  className?: string;
};

// A link inside a card leaves the app without opening the card's row.
const keepToLink = (event: MouseEvent) => event.stopPropagation();

export function PhoneLinks({ contact, variant = 'full', className }: PhoneLinksProps) {
  const { name, number, country_code } = contact;
  const shown = displayNumber(number, country_code);
  const icons = variant === 'icons';
  return (
    <div className={className}>
      <AnchorButton
        role="link"
        icon={<PhoneIcon />}
        intent="success"
        size={icons ? 'small' : undefined}
        variant={icons ? 'minimal' : undefined}
        href={telHref(number, country_code)}
        text={icons ? undefined : `Call ${shown}`}
        aria-label={`Call ${shown}, ${name}`}
        onClick={keepToLink}
      />
      <AnchorButton
        role="link"
        icon={<ChatIcon />}
        size={icons ? 'small' : undefined}
        variant={icons ? 'minimal' : undefined}
        href={whatsAppHref(number, country_code)}
        target="_blank"
        rel="noopener noreferrer"
        text={icons ? undefined : 'WhatsApp'}
        aria-label={`WhatsApp ${name}`}
        onClick={keepToLink}
      />
    </div>
  );
}
