import type { ReactNode } from 'react';
import { formatDay } from '../../../domain/dates';
import { formatPhone } from '../../../shared/format/display';
import { PhoneLinks } from '../../../shared/ui/PhoneLinks';
import type { Lead } from '../leadColumns';

type LeadDetailsProps = { lead: Lead };

function Row({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <div className="pp-lead-details__row">
      <dt>{label}</dt>
      <dd>
        {value || '—'}
        {children}
      </dd>
    </div>
  );
}

/** Details tab: Client Details and Dates (spec 02 "Lead detail panel"). */
export function LeadDetails({ lead }: LeadDetailsProps) {
  return (
    <div className="pp-lead-details">
      <h4>Client Details</h4>
      <dl>
        <Row label="Client Name" value={lead.Client.name} />
        <Row label="Contact Number" value={formatPhone(lead.Client.number, lead.Client.country_code)}>
          <PhoneLinks contact={lead.Client} variant="icons" className="pp-lead-details__links" />
        </Row>
        <Row label="Project" value={lead.Project.name} />
        <Row label="Activity Status" value={lead.InternalStatusHistory?.LeadInternalStatus?.name ?? ''} />
        <Row label="Stage" value={lead.ObjectStage.Stage.name} />
        <Row label="Client Location" value={lead.Client.current_location ?? ''} />
      </dl>
      <h4>Dates</h4>
      <dl>
        <Row label="Assigned Date" value={formatDay(lead.AssignLead?.created_at)} />
        <Row label="Follow-up Date" value={formatDay(lead.InternalStatusHistory?.followup_date)} />
        <Row label="Updated On" value={formatDay(lead.updated_at)} />
        <Row label="Coming Date" value={formatDay(lead.created_at)} />
      </dl>
    </div>
  );
}
