// The focus projects (/focus-projects/:id?) on the list kit (spec 02 §2 "Focus projects"): the Region
// and Project filters, click-to-filter, saved views kept in the browser (the kit's views menu), and per row the project's
// panel, its personalised website (copy, open, share), Invest and Add Lead.
import { Button, ButtonGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../app/StoresContext';
import { canInvest } from '../../domain/projectOptions';
import type { GridColumn } from '../../shared/grid/gridColumn';
import { ListScreen } from '../../shared/list/ListScreen';
import { openUrl } from '../../shared/ui/linkActions';
import { notify } from '../../shared/ui/notify';
import { ShareDialog } from '../../shared/ui/ShareDialog';
import { ProjectPanel } from '../projects/detail/ProjectPanel';
import { FactSheetButtons } from '../projects/factSheet/FactSheetButtons';
import { hasFactSheet } from '../projects/factSheet/projectFactSheet';
import { FOCUS_PROJECTS_SCREEN, type FocusProject } from './focusProjectsSpec';

async function copyUrl(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    notify('URL copied', 'success', 3000);
  } catch {
    notify('The URL could not be copied', 'failure');
  }
}

type RowActionsProps = {
  project: FocusProject;
  ui: ReturnType<typeof useStores>['ui'];
  onOpen: (id: number) => void;
  onShare: (project: FocusProject) => void;
};

function RowActions({ project, ui, onOpen, onShare }: RowActionsProps) {
  const url = project.MagnetURL;
  const stop = (handler: () => void) => (event: { stopPropagation: () => void }) => {
    event.stopPropagation();
    handler();
  };
  return (
    <ButtonGroup variant="minimal" size="small">
      <Button
        icon="chevron-down"
        aria-label={`Details of ${project.name}`}
        onClick={stop(() => onOpen(project.id))}
      />
      {hasFactSheet(project.FactSheet) && (
        <FactSheetButtons projectId={project.id} projectName={project.name} compact />
      )}
      <Button
        icon="duplicate"
        aria-label={`Copy the website of ${project.name}`}
        disabled={!url}
        onClick={stop(() => url && void copyUrl(url))}
      />
      <Button
        icon="share"
        aria-label={`Open the website of ${project.name}`}
        disabled={!url}
        onClick={stop(() => url && openUrl(url))}
      />
      <Button
        icon="send-message"
        aria-label={`Share the website of ${project.name}`}
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

export const FocusProjectsScreen = observer(function FocusProjectsScreen() {
  const root = useStores();
  const { ui } = root;
  const store = root.screens.get(FOCUS_PROJECTS_SCREEN);
  const { selection } = store;
  const navigate = useNavigate();
  const [sharing, setSharing] = useState<FocusProject | null>(null);

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
              onOpen={(id) => selection.open(id)}
              onShare={setSharing}
            />
          ) : null,
      },
    ],
    [selection, ui],
  );

  return (
    <>
      <ListScreen
        store={store}
        actions={
          <>
            <Button
              icon="reset"
              text="Reset"
              disabled={!store.hasFilters}
              onClick={() => store.setFilters({})}
            />
            <Button icon="office" text="All Projects" onClick={() => navigate('/projects')} />
          </>
        }
        leadingColumns={actions}
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
