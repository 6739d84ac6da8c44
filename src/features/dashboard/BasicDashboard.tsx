import { Button } from '@blueprintjs/core';
import {
  AddIcon,
  ExchangeIcon,
  GlobeNetworkIcon,
  NewPersonIcon,
  PeopleIcon,
  SendMessageIcon,
  WalkIcon,
} from '@blueprintjs/icons';
import { useStores } from '../../app/StoresContext';
import { FlipCard } from './FlipCard';

/**
 * The basic dashboard of a partner without leads yet (spec 02 §2): four flip cards, each with a
 * promise on the front and a way to act on the back.
 */
export function BasicDashboard() {
  const { ui } = useStores();
  const addLead = (text: string) => (
    <Button intent="primary" icon={<NewPersonIcon />} text={text} onClick={() => ui.openAddLead()} />
  );
  const runCampaign = (
    <Button icon={<SendMessageIcon />} text="Run Campaign" onClick={() => ui.openCampaign()} />
  );
  return (
    <section className="pp-basic" aria-label="Get started">
      <FlipCard
        title="Transactions"
        icon={<ExchangeIcon />}
        teaser="Every 100 Opportunity can get 4 conversions"
        detail="Every 100 Opportunity leads can get you 4 conversions. Add your client leads, or let a campaign bring new ones."
        actions={
          <>
            {addLead('Add Lead')}
            {runCampaign}
          </>
        }
      />
      <FlipCard
        title="Digital"
        icon={<GlobeNetworkIcon />}
        teaser="A booking at a cost as low as ₹20,000"
        detail="With our campaign tool, a booking can cost as low as 20,000 rupees."
        actions={runCampaign}
      />
      <FlipCard
        title="Leads"
        icon={<PeopleIcon />}
        teaser="3X booking chances"
        detail="Our 5-minute lead qualification process raises your booking chances 3X."
        actions={addLead('Add Leads')}
      />
      <FlipCard
        title="Site Visits"
        icon={<WalkIcon />}
        teaser="A 20% visit-to-booking ratio"
        detail="Site visits we run convert at a 20% visit-to-booking ratio. On the Plus package you keep 70%."
        actions={
          <Button
            intent="primary"
            icon={<AddIcon />}
            text="Add 70% lead"
            onClick={() => ui.openAddLead({ tier: 'Plus' })}
          />
        }
      />
    </section>
  );
}
