import { Button, Callout } from '@blueprintjs/core';
import { DuplicateIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../app/StoresContext';
import { formatDay } from '../../domain/dates';
import type { DuplicateGuardStoreInstance } from './DuplicateGuardStore';

export type DuplicateGuardProps = {
  /** The form's guard: the same-project refusal on submit reads its leads too. */
  guard: DuplicateGuardStoreInstance;
  /** The typed number, digits only. */
  number: string;
  projectId: number | null;
};

/**
 * While the client number has 10 or more digits, says when it already belongs to one of the partner's
 * leads (project, stage, date) and offers to open that lead instead.
 */
export const DuplicateGuard = observer(function DuplicateGuard({
  guard,
  number,
  projectId,
}: DuplicateGuardProps) {
  const { ui } = useStores();
  const navigate = useNavigate();

  useEffect(() => {
    void guard.look(number);
  }, [guard, number]);
  useEffect(() => () => guard.stop(), [guard]);

  const { leads } = guard;
  if (leads.length === 0) return null;
  const openLead = (id: number) => {
    ui.openLead(id);
    ui.closeAddLead();
    // The dialog's own history entry gives way to the leads (Back returns to the page behind it).
    navigate('/leads', { replace: true });
  };
  const sameProject = leads.some((l) => l.projectId === projectId);
  return (
    <Callout
      intent={sameProject ? 'danger' : 'warning'}
      icon={<DuplicateIcon />}
      className="pp-add-lead__duplicate"
      title="This number is already one of your leads"
      data-testid="duplicate-guard"
    >
      <ul className="pp-add-lead__duplicates">
        {leads.map((lead) => (
          <li key={lead.id}>
            <span>
              <strong>{lead.clientName}</strong> · {lead.projectName} · {lead.stage} · added{' '}
              {formatDay(lead.createdAt)}
            </span>
            <Button size="small" variant="outlined" text="Open lead" onClick={() => openLead(lead.id)} />
          </li>
        ))}
      </ul>
      {sameProject ? null : (
        <p className="pp-add-lead__hint">You can still add this client for another project.</p>
      )}
    </Callout>
  );
});
