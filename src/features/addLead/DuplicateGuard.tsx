import { Button, Callout } from '@blueprintjs/core';
import { getEnv } from 'mobx-state-tree';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../app/StoresContext';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../../shared/form/RemoteSearchInput';
import { formatDate } from '../../shared/format/display';
import type { RootEnv } from '../../shared/state/RootEnv';
import { DUPLICATE_MIN_DIGITS, type DuplicateLead, findDuplicateLeads } from './duplicateLeads';

export type DuplicateGuardProps = {
  /** The typed number, digits only. */
  number: string;
  projectId: number | null;
  onResult: (duplicates: DuplicateLead[]) => void;
};

/**
 * While the client number has 10 or more digits, says when it already belongs to one of the partner's
 * leads (project, stage, date) and offers to open that lead instead.
 */
export function DuplicateGuard({ number, projectId, onResult }: DuplicateGuardProps) {
  const root = useStores();
  const navigate = useNavigate();
  const [found, setFound] = useState<{ number: string; leads: DuplicateLead[] }>({ number: '', leads: [] });

  useEffect(() => {
    if (number.length < DUPLICATE_MIN_DIGITS) {
      setFound({ number, leads: [] });
      onResult([]);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      findDuplicateLeads(getEnv<RootEnv>(root).api, number, controller.signal)
        .then((leads) => {
          if (controller.signal.aborted) return;
          setFound({ number, leads });
          onResult(leads);
        })
        .catch(() => {
          // Offline or a failed look-up: the guard says nothing.
        });
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [number, root, onResult]);

  const leads = found.number === number ? found.leads : [];
  if (leads.length === 0) return null;
  const openLead = (id: number) => {
    root.ui.openLead(id);
    root.ui.closeAddLead();
    navigate('/leads');
  };
  const sameProject = leads.some((l) => l.projectId === projectId);
  return (
    <Callout
      intent={sameProject ? 'danger' : 'warning'}
      icon="duplicate"
      className="pp-add-lead__duplicate"
      title="This number is already one of your leads"
      data-testid="duplicate-guard"
    >
      <ul className="pp-add-lead__duplicates">
        {leads.map((lead) => (
          <li key={lead.id}>
            <span>
              <strong>{lead.clientName}</strong> · {lead.projectName} · {lead.stage} · added{' '}
              {formatDate(lead.createdAt)}
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
}
