import { AnchorButton, Button } from '@blueprintjs/core';
import { ArrowLeftIcon, PhoneIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../app/StoresContext';
import { PRO_PERCENTAGE } from '../../domain/leadPayload';
import { appConfig } from '../../shared/config/appConfig';
import { RmCard } from '../../shared/ui/RmCard';

export type ProTierProps = { onBack: () => void };

/** Pro (80 %): self-service through the RM, contact only (spec 01 §1): the RM card, no form. */
export const ProTier = observer(function ProTier({ onBack }: ProTierProps) {
  const { session } = useStores();
  const rm = session.me?.UserInfo.UserServiceRm;
  const phone = (rm?.phone ?? appConfig.supportPhone).replace(/\s+/g, '');
  return (
    <>
      <div className="pp-add-lead__body pp-pro" data-testid="pro-tier">
        <h3 className="pp-pro__title">Pro · {PRO_PERCENTAGE}% of the brokerage</h3>
        <p>
          Handle the client end to end and keep {PRO_PERCENTAGE}% of the brokerage. Pro leads are arranged
          with your relationship manager: call them to register the client.
        </p>
        <RmCard rm={rm} />
      </div>
      <div className="pp-add-lead__footer pp-add-lead__footer--split">
        <Button icon={<ArrowLeftIcon />} text="Back to tiers" size="large" onClick={onBack} />
        <AnchorButton
          intent="primary"
          icon={<PhoneIcon />}
          text={rm ? 'Call your RM' : 'Call us'}
          size="large"
          href={`tel:${phone}`}
        />
      </div>
    </>
  );
});
