import { HeadsetIcon } from '@blueprintjs/icons';
import type { components } from '../../api/schema';
import { appConfig } from '../config/appConfig';
import { formatPhone } from '../format/display';
import { initials } from '../format/initials';

type ServiceRm = components['schemas']['ServiceRm'];

type RmCardProps = {
  rm: ServiceRm | null | undefined;
};

/** The user's service relationship manager: initials, name and phone; or 'Get in touch' with the support phone. */
export function RmCard({ rm }: RmCardProps) {
  if (!rm) {
    return (
      <div className="pp-rm" data-testid="rm-card">
        <span className="pp-rm__avatar pp-rm__avatar--support" aria-hidden="true">
          <HeadsetIcon size={16} />
        </span>
        <div className="pp-rm__text">
          <div className="pp-rm__label">Get in touch</div>
          <a className="pp-rm__phone" href={`tel:${appConfig.supportPhone.replace(/\s+/g, '')}`}>
            {appConfig.supportPhone}
          </a>
        </div>
      </div>
    );
  }
  const name = rm.name || `${rm.first_name} ${rm.last_name}`.trim();
  return (
    <div className="pp-rm" data-testid="rm-card">
      <span className="pp-rm__avatar" aria-hidden="true">
        {initials(rm.first_name || rm.name, rm.last_name)}
      </span>
      <div className="pp-rm__text">
        <div className="pp-rm__label">Your relationship manager</div>
        <div className="pp-rm__name">{name}</div>
        <a className="pp-rm__phone" href={`tel:+91${rm.phone}`}>
          {formatPhone(rm.phone)}
        </a>
      </div>
    </div>
  );
}
