import { Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../../app/StoresContext';
import { Carousel } from '../../shared/ui/Carousel';
import { TopProjectCard } from '../topProjects/TopProjectCard';
import { TOP_PROJECTS_SCREEN } from '../topProjects/TopProjectsStore';

/** Three slides at a time, autoplay, 250 ms speed (spec 02 §9). */
const PER_VIEW = 3;
const SPEED_MS = 250;
const INTERVAL_MS = 3000;

/** The desktop dashboard's Top Projects carousel: the top-project cards of the chosen city. */
export const TopProjectsCarousel = observer(function TopProjectsCarousel() {
  const root = useStores();
  const store = root.screens.get(TOP_PROJECTS_SCREEN);
  useEffect(() => {
    void store.load();
  }, [store]);
  if (store.state === 'rejected' || (store.state === 'fulfilled' && store.projects.length === 0)) return null;
  return (
    <section className="pp-dashboard__top" aria-label="Top Projects">
      <div className="pp-dashboard__section-head">
        <h2 className="pp-dashboard__section-title">Top Projects · {store.city}</h2>
        <Link to="/topprojects">See all</Link>
      </div>
      {store.state !== 'fulfilled' ? (
        <Spinner size={24} />
      ) : (
        <Carousel
          label="Top projects"
          className="pp-dashboard__top-carousel"
          perView={PER_VIEW}
          intervalMs={INTERVAL_MS}
          speedMs={SPEED_MS}
          slides={store.projects.map((project) => ({
            key: project.id,
            content: (
              <TopProjectCard
                project={project}
                onAddLead={() => root.ui.openAddLead({ project: { id: project.id, name: project.name } })}
              />
            ),
          }))}
        />
      )}
    </section>
  );
});
