import { ChatIcon, EnvelopeIcon, PeopleIcon } from '@blueprintjs/icons';
import { appConfig } from '../config/appConfig';
import './SupportBlock.css';

type SupportBlockProps = {
  className?: string;
};

/** The help contacts (spec 2.12): support mailbox, messaging channel and social page. */
export function SupportBlock({ className }: SupportBlockProps) {
  return (
    <section className={['pp-support', className].filter(Boolean).join(' ')} aria-label="Support">
      <h2 className="pp-support__title">Need help?</h2>
      <ul className="pp-support__list">
        <li>
          <EnvelopeIcon size={14} />
          <a href={`mailto:${appConfig.supportEmail}`}>{appConfig.supportEmail}</a>
        </li>
        <li>
          <ChatIcon size={14} />
          <a href={appConfig.messagingUrl} target="_blank" rel="noopener noreferrer">
            Partner community channel
          </a>
        </li>
        <li>
          <PeopleIcon size={14} />
          <a href={appConfig.socialUrl} target="_blank" rel="noopener noreferrer">
            Follow us
          </a>
        </li>
      </ul>
    </section>
  );
}
