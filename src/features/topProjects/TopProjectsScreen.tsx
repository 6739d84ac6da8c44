// Top projects (/topprojects): city tabs Mumbai, Bangalore, Pune, Delhi-NCR (Mumbai first) and the
// city's top projects as cards (spec 02 §2 "Top projects").
import { Button, NonIdealState, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { ErrorIcon, OfficeIcon, RefreshIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../../app/StoresContext';
import { TopProjectCard } from './TopProjectCard';
import { CITIES, isCity, TOP_PROJECTS_SCREEN } from './TopProjectsStore';
import './topProjects.css';

export const TopProjectsScreen = observer(function TopProjectsScreen() {
  const root = useStores();
  const store = root.screens.get(TOP_PROJECTS_SCREEN);
  useEffect(() => {
    void store.load();
  }, [store]);

  const body =
    store.state === 'rejected' ? (
      <NonIdealState
        icon={<ErrorIcon />}
        title="Something went wrong. Please Try again"
        action={<Button icon={<RefreshIcon />} text="Try again" onClick={() => void store.refresh()} />}
      />
    ) : store.state !== 'fulfilled' ? (
      <Spinner size={32} />
    ) : store.projects.length === 0 ? (
      <NonIdealState icon={<OfficeIcon />} title="No records found!" />
    ) : (
      <div className="pp-top-grid">
        {store.projects.map((project) => (
          <TopProjectCard
            key={project.id}
            project={project}
            onAddLead={() => root.ui.openAddLead({ project: { id: project.id, name: project.name } })}
          />
        ))}
      </div>
    );

  return (
    <div className="pp-top-projects">
      <h2 className="pp-top-projects__title">Top Projects</h2>
      <Tabs
        id="top-project-cities"
        selectedTabId={store.city}
        onChange={(id) => {
          const city = String(id);
          if (isCity(city)) store.setCity(city);
        }}
      >
        {CITIES.map((city) => (
          <Tab key={city} id={city} title={city} />
        ))}
      </Tabs>
      <section aria-label={`Top projects of ${store.city}`} className="pp-top-projects__body">
        {body}
      </section>
    </div>
  );
});
