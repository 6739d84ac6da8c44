// The projects list (/projects/:id?) on the list kit (spec 02 §2 "Projects list"): the filter form,
// paging, column toggle, saved filters and the project panel beside the list (full screen on a phone).
import { Button } from '@blueprintjs/core';
import { CrownIcon, StarIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../app/StoresContext';
import type { GridColumn } from '../../shared/grid/gridColumn';
import { ListScreen } from '../../shared/list/ListScreen';
import { openRowColumn } from '../../shared/list/openRowColumn';
import { prefetchList } from '../../shared/list/useRouteFilters';
import { ProjectPanel } from './detail/ProjectPanel';
import type { Project } from './projectColumns';
import { PROJECTS_SCREEN } from './projectsSpec';

/** Start-up's fetch of the list the address shows by default, before the screen draws. */
export const prefetch = prefetchList(PROJECTS_SCREEN);

export const ProjectsScreen = observer(function ProjectsScreen() {
  const root = useStores();
  const store = root.screens.get(PROJECTS_SCREEN);
  const { selection } = store;
  const navigate = useNavigate();

  const details = useMemo<GridColumn<Project>[]>(
    () => [
      openRowColumn<Project>(
        'Details',
        100,
        (id) => selection.open(id),
        (p) => `Details of ${p.name}`,
      ),
    ],
    [selection],
  );

  return (
    <ListScreen
      store={store}
      actions={
        <>
          <Button icon={<StarIcon />} text="Focus Projects" onClick={() => navigate('/focus-projects')} />
          <Button icon={<CrownIcon />} text="Top Projects" onClick={() => navigate('/topprojects')} />
        </>
      }
      leadingColumns={details}
      detail={(id) => ({ title: `#${id}`, content: <ProjectPanel projectId={id} /> })}
    />
  );
});
