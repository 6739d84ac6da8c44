// The focus projects (/focus-projects/:id?) on the list kit (spec 02 §2 "Focus projects"): the Region
// and Project filters, click-to-filter, saved views kept in the browser (the kit's views menu), and per
// row the project's details (the expand toggle), its personalised website (copy, open, share), Invest
// and Add Lead.
import { Button, ButtonGroup } from '@blueprintjs/core';
import {
  ChevronDownIcon,
  ChevronRightIcon,
  DuplicateIcon,
  OfficeIcon,
  ResetIcon,
  SendMessageIcon,
  ShareIcon,
} from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../app/StoresContext';
import { formatRupees } from '../../domain/number';
import { bedName, canInvest, slabText } from '../../domain/projectOptions';
import { protectionWindowText } from '../../domain/protection';
import type { GridColumn } from '../../shared/grid/gridColumn';
import { ListScreen } from '../../shared/list/ListScreen';
import { copyText } from '../../shared/ui/copyText';
import { IconAction } from '../../shared/ui/IconAction';
import { openUrl } from '../../shared/ui/linkActions';
import { ShareDialog } from '../../shared/ui/ShareDialog';
import { ProjectPanel } from './detail/ProjectPanel';
import { FactSheetButtons } from './factSheet/FactSheetButtons';
import { hasFactSheet } from './factSheet/projectFactSheet';
import { FOCUS_PROJECTS_SCREEN, type FocusProject } from './focusProjectsSpec';
import './focusProjects.css';
import { prefetchList } from '../../shared/list/useRouteFilters';

type RowActionsProps = {
  project: FocusProject;
  ui: ReturnType<typeof useStores>['ui'];
  expanded: boolean;
  onToggle: (id: number) => void;
  onShare: (project: FocusProject) => void;
};

function RowActions({ project, ui, expanded, onToggle, onShare }: RowActionsProps) {
  const url = project.MagnetURL;
  const stop = (handler: () => void) => (event: { stopPropagation: () => void }) => {
    event.stopPropagation();
    handler();
  };
  return (
    <ButtonGroup variant="minimal" size="small" className="pp-focus-actions">
      <IconAction
        icon={expanded ? <ChevronDownIcon /> : <ChevronRightIcon />}
        label={`Details of ${project.name}`}
        tip={expanded ? 'Hide details' : 'Show details'}
        aria-expanded={expanded}
        onClick={stop(() => onToggle(project.id))}
      />
      {/* A project without a fact sheet keeps the place of its buttons, so the rows' buttons line up. */}
      <span className="pp-focus-actions__fact-sheet">
        {hasFactSheet(project.FactSheet) && (
          <FactSheetButtons projectId={project.id} projectName={project.name} compact />
        )}
      </span>
      <IconAction
        icon={<DuplicateIcon />}
        label={`Copy the website of ${project.name}`}
        tip="Copy URL"
        disabled={!url}
        onClick={stop(() => url && void copyText(url, 'URL'))}
      />
      <IconAction
        icon={<ShareIcon />}
        label={`Open the website of ${project.name}`}
        tip="Open URL"
        disabled={!url}
        onClick={stop(() => url && openUrl(url))}
      />
      <IconAction
        icon={<SendMessageIcon />}
        label={`Share the website of ${project.name}`}
        tip="Share"
        disabled={!url}
        onClick={stop(() => onShare(project))}
      />
      {canInvest({ is_focus: project.Focus }) && (
        <Button
          intent="success"
          text="Invest"
          onClick={stop(() => ui.openCampaign({ project: { id: project.id, name: project.name } }))}
        />
      )}
      <Button
        intent="primary"
        text="Add Lead"
        onClick={stop(() => ui.openAddLead({ project: { id: project.id, name: project.name } }))}
      />
    </ButtonGroup>
  );
}

/** What an expanded row shows: the whole price list (the row has its first entry), slab, location, RERA. */
function FocusProjectDetails({ project }: { project: FocusProject }) {
  return (
    <dl className="pp-focus-details" aria-label={`Details of ${project.name}`}>
      <div>
        <dt>Price list</dt>
        <dd>
          {project.ProjectMeta.length === 0
            ? '—'
            : project.ProjectMeta.map((m) => `${bedName(m.bhk)}: ${formatRupees(m.price)}`).join(' · ')}
        </dd>
      </div>
      <div>
        <dt>Slab</dt>
        <dd>{slabText(project)}</dd>
      </div>
      <div>
        <dt>Location</dt>
        <dd>{project.location}</dd>
      </div>
      <div>
        <dt>RERA No.</dt>
        <dd>{project.rera_no || '—'}</dd>
      </div>
      {project.protection_days ? (
        <div>
          <dt>Client protection</dt>
          <dd>{protectionWindowText(project.protection_days)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** Start-up's fetch of the list the address shows by default, before the screen draws. */
export const prefetch = prefetchList(FOCUS_PROJECTS_SCREEN);

export const FocusProjectsScreen = observer(function FocusProjectsScreen() {
  const root = useStores();
  const { ui } = root;
  const store = root.screens.get(FOCUS_PROJECTS_SCREEN);
  const navigate = useNavigate();
  const [sharing, setSharing] = useState<FocusProject | null>(null);
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback((id: number) => {
    setExpandedIds((open) => {
      const next = new Set(open);
      if (!next.delete(String(id))) next.add(String(id));
      return next;
    });
  }, []);
  const expansion = useMemo(
    () => ({
      ids: expandedIds,
      render: (project: FocusProject) => <FocusProjectDetails project={project} />,
    }),
    [expandedIds],
  );

  const actions = useMemo<GridColumn<FocusProject>[]>(
    () => [
      {
        colId: 'Actions',
        headerName: '',
        width: 350,
        cellRenderer: (params: { data?: FocusProject }) =>
          params.data ? (
            <RowActions
              project={params.data}
              ui={ui}
              expanded={expandedIds.has(String(params.data.id))}
              onToggle={toggle}
              onShare={setSharing}
            />
          ) : null,
      },
    ],
    [ui, expandedIds, toggle],
  );

  return (
    <>
      <ListScreen
        store={store}
        actions={
          <>
            <Button
              icon={<ResetIcon />}
              text="Reset"
              disabled={!store.hasFilters}
              onClick={() => store.setFilters({})}
            />
            <Button icon={<OfficeIcon />} text="All Projects" onClick={() => navigate('/projects')} />
          </>
        }
        leadingColumns={actions}
        expansion={expansion}
        detail={(id) => ({ title: `#${id}`, content: <ProjectPanel projectId={id} /> })}
      />
      {sharing?.MagnetURL && (
        <ShareDialog
          isOpen
          onClose={() => setSharing(null)}
          url={sharing.MagnetURL}
          title={sharing.name}
          heading={`Share ${sharing.name}`}
        />
      )}
    </>
  );
});
