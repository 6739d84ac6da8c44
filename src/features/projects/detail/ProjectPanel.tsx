// The project panel (spec 02 §2 "Project detail side panel", 01 §2.2): the project's facts, its
// floor plans and images, and its actions: Brochure (the PDF), the personalised website, Share URL,
// Invest (only when the project's Focus is Yes) and Add Lead.
import { Button, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import {
  AddIcon,
  BankAccountIcon,
  ErrorIcon,
  GlobeNetworkIcon,
  RefreshIcon,
  ShareIcon,
} from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useStores } from '../../../app/StoresContext';
import { formatRupees } from '../../../domain/number';
import { canInvest, slabText } from '../../../domain/projectOptions';
import { protectionWindowText } from '../../../domain/protection';
import { renderFactSheetPdf } from '../../../shared/pdf/factSheet';
import { useLocalStore } from '../../../shared/state/useLocalStore';
import { BrochureButton } from '../../../shared/ui/BrochureButton';
import { openUrl } from '../../../shared/ui/linkActions';
import { ShareDialog } from '../../../shared/ui/ShareDialog';
import { FloorPlanTable } from '../FloorPlanTable';
import { FactSheetButtons } from '../factSheet/FactSheetButtons';
import { factSheetFileName, factSheetOf, floorPlanRows, hasFactSheet } from '../factSheet/projectFactSheet';
import { type ProjectDetail, ProjectDetailStore } from './ProjectDetailStore';
import './projectPanel.css';

export const PROJECT_FAILURE = 'Something went wrong. Please Try again';

type ProjectPanelProps = { projectId: number };

export const ProjectPanel = observer(function ProjectPanel({ projectId }: ProjectPanelProps) {
  const root = useStores();
  const store = useLocalStore(root, (env) => ProjectDetailStore.create({ projectId }, env), [projectId]);
  useEffect(() => {
    void store.load();
  }, [store]);

  if (store.state === 'rejected') {
    return (
      <div className="pp-side-panel pp-project-panel" data-testid="project-panel">
        <NonIdealState
          icon={<ErrorIcon />}
          title={PROJECT_FAILURE}
          action={<Button icon={<RefreshIcon />} text="Try again" onClick={() => void store.load()} />}
        />
      </div>
    );
  }
  if (!store.project) {
    return (
      <div className="pp-side-panel pp-project-panel" data-testid="project-panel">
        <Spinner size={24} />
      </div>
    );
  }
  return <ProjectView project={store.project} />;
});

function ProjectView({ project }: { project: ProjectDetail }) {
  const { ui, session } = useStores();
  /** The fact sheet PDF as a file, for the system share on a phone (issue 35). */
  const factSheetFile = async () => {
    const sheet = factSheetOf(
      project,
      {
        name: session.displayName,
        phone: session.user?.phone ?? '',
        rera: session.me?.UserInfo.rera_no,
      },
      Date.now(),
    );
    const blob = await renderFactSheetPdf(sheet);
    return new File([blob], factSheetFileName(project.name), { type: 'application/pdf' });
  };
  const [shareOpen, setShareOpen] = useState(false);
  const website = project.magnet_landing_page;
  const gallery = (project.ProjectImages ?? []).filter((i) => i.type === 'gallary');
  const plans = floorPlanRows(project);

  const facts: [string, string][] = [
    ['Builder', project.builder_name],
    ['Location', project.location],
    ['Region', `${project.Region.name}, ${project.Region.Parentregion.name}`],
    ['RERA No.', project.rera_no ?? '—'],
    ...(project.protection_days
      ? ([['Client protection', protectionWindowText(project.protection_days)]] as [string, string][])
      : []),
    ['Land Area', project.land_area ?? '—'],
    ['Starting Price', project.starting_price === null ? '—' : formatRupees(project.starting_price)],
    ['Brokerage', slabText(project)],
    ['Focus', project.is_focus],
  ];

  return (
    <div className="pp-side-panel pp-project-panel" data-testid="project-panel" data-project-id={project.id}>
      {project.banner && <img className="pp-project-panel__banner" src={project.banner} alt="" />}
      <div>
        <h3 className="pp-project-panel__name">{project.name}</h3>
        <div className="pp-project-panel__muted">
          {project.builder_name} · {project.location}
        </div>
      </div>
      <div className="pp-project-panel__actions">
        <BrochureButton url={project.brochure_url} projectName={project.name} />
        {hasFactSheet(project.fact_sheet) && (
          <FactSheetButtons projectId={project.id} projectName={project.name} />
        )}
        <Button
          icon={<GlobeNetworkIcon />}
          text="Website"
          disabled={!website}
          onClick={() => website && openUrl(website)}
        />
        <Button
          icon={<ShareIcon />}
          text="Share URL"
          disabled={!website}
          onClick={() => setShareOpen(true)}
        />
        {canInvest(project) && (
          <Button
            intent="success"
            icon={<BankAccountIcon />}
            text="Invest"
            onClick={() => ui.openCampaign({ project: { id: project.id, name: project.name } })}
          />
        )}
        <Button
          intent="primary"
          icon={<AddIcon />}
          text="Add Lead"
          onClick={() => ui.openAddLead({ project: { id: project.id, name: project.name } })}
        />
      </div>
      <dl className="pp-project-panel__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {project.highlights.length > 0 && (
        <section aria-label="Highlights">
          <h4>Highlights</h4>
          <div className="pp-project-panel__tags">
            {project.highlights.map((h) => (
              <Tag key={h} minimal round>
                {h}
              </Tag>
            ))}
          </div>
        </section>
      )}
      {plans.length > 0 && (
        <section aria-label="Floor plans">
          <h4>Floor plans</h4>
          <FloorPlanTable plans={plans} className="pp-project-panel__plans" />
        </section>
      )}
      {gallery.length > 0 && (
        <section aria-label="Gallery">
          <h4>Gallery</h4>
          <div className="pp-project-panel__gallery">
            {gallery.map((image) => (
              <img key={image.id} src={image.url} alt="" loading="lazy" />
            ))}
          </div>
        </section>
      )}
      {website && (
        <ShareDialog
          isOpen={shareOpen}
          onClose={() => setShareOpen(false)}
          url={website}
          title={project.name}
          heading={`Share ${project.name}`}
          file={hasFactSheet(project.fact_sheet) ? factSheetFile : undefined}
        />
      )}
    </div>
  );
}
