// One top project as a card (spec 02 §2 "Top projects"): banner image, name, location, the brokerage
// percentage range, Brochure download and Add Leads. The dashboard's carousel shows the same cards.
import { Button, Card } from '@blueprintjs/core';
import { AddIcon } from '@blueprintjs/icons';
import { slabText } from '../../domain/projectOptions';
import { BrochureButton } from '../../shared/ui/BrochureButton';
import type { TopProject } from './TopProjectsStore';
import './topProjects.css';

type TopProjectCardProps = { project: TopProject; onAddLead: (project: TopProject) => void };

export function TopProjectCard({ project, onAddLead }: TopProjectCardProps) {
  return (
    <Card className="pp-top-card" compact>
      <article aria-label={project.name}>
        {project.bannerImageUrl ? (
          <img className="pp-top-card__banner" src={project.bannerImageUrl} alt="" loading="lazy" />
        ) : (
          <div className="pp-top-card__banner pp-top-card__banner--empty" />
        )}
        <h3 className="pp-top-card__name">{project.name}</h3>
        <div className="pp-top-card__location">{project.location}</div>
        <div className="pp-top-card__brokerage">
          Brokerage <strong>{slabText(project)}</strong>
        </div>
        <div className="pp-top-card__actions">
          <BrochureButton url={project.brochure_url} projectName={project.name} />
          <Button intent="primary" icon={<AddIcon />} text="Add Leads" onClick={() => onAddLead(project)} />
        </div>
      </article>
    </Card>
  );
}
