// The top of a lead's dialog on a phone: who the client is, a call and a WhatsApp chat a thumb away,
// and where the lead stands (project, stage), above the panel's tabs.
import { AnchorButton, Tag } from '@blueprintjs/core';
import { telHref, whatsAppHref } from '../../../domain/phoneLinks';
import { formatPhone } from '../../../shared/format/display';
import type { Lead } from '../leadColumns';

type LeadContactHeaderProps = { lead: Lead };

export function LeadContactHeader({ lead }: LeadContactHeaderProps) {
  const { name, number } = lead.Client;
  return (
    <section className="pp-lead-contact" aria-label="Client">
      <h2 className="pp-lead-contact__name">{name}</h2>
      <p className="pp-lead-contact__where">
        <span>{lead.Project.name}</span>
        <Tag minimal round intent="primary">
          {lead.ObjectStage.Stage.name}
        </Tag>
      </p>
      <div className="pp-lead-contact__actions">
        {/* Links, not buttons: they leave the app for the dialler and WhatsApp. */}
        <AnchorButton
          role="link"
          icon="phone"
          intent="success"
          href={telHref(number)}
          text={`Call ${formatPhone(number)}`}
          aria-label={`Call ${formatPhone(number)}, ${name}`}
        />
        <AnchorButton
          role="link"
          icon="chat"
          href={whatsAppHref(number)}
          target="_blank"
          rel="noopener noreferrer"
          text="WhatsApp"
          aria-label={`WhatsApp ${name}`}
        />
      </div>
    </section>
  );
}
