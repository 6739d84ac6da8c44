// The top of a lead's panel (its dialog on a phone): who the client is, a call and a WhatsApp chat a
// click or a thumb away, and where the lead stands (project, stage), above the panel's tabs.
import { Tag } from '@blueprintjs/core';
import { PhoneLinks } from '../../../shared/ui/PhoneLinks';
import type { Lead } from '../leadColumns';

type LeadContactHeaderProps = { lead: Lead };

export function LeadContactHeader({ lead }: LeadContactHeaderProps) {
  return (
    <section className="pp-lead-contact" aria-label="Client">
      <h2 className="pp-lead-contact__name">{lead.Client.name}</h2>
      <p className="pp-lead-contact__where">
        <span>{lead.Project.name}</span>
        <Tag minimal round intent="primary">
          {lead.ObjectStage.Stage.name}
        </Tag>
      </p>
      <PhoneLinks contact={lead.Client} className="pp-lead-contact__actions" />
    </section>
  );
}
