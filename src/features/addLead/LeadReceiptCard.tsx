import { AnchorButton, Button, Callout } from '@blueprintjs/core';
import { ChatIcon, DuplicateIcon, TickCircleIcon, TickIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { type LeadReceipt, receiptText, whatsappShareUrl } from '../../domain/leadReceipt';
import { appConfig } from '../../shared/config/appConfig';
import { LEAD_ADDED } from './AddLeadStore';

export type LeadReceiptCardProps = { receipt: LeadReceipt; onDismiss: () => void };

/** The success message with the receipt, which the partner can copy or share on WhatsApp. */
export function LeadReceiptCard({ receipt, onDismiss }: LeadReceiptCardProps) {
  const [copied, setCopied] = useState(false);
  const text = receiptText(receipt, appConfig.productName);
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Callout
      intent="success"
      icon={<TickCircleIcon />}
      className="pp-receipt"
      role="status"
      title={LEAD_ADDED}
    >
      <pre className="pp-receipt__text" data-testid="lead-receipt">
        {text}
      </pre>
      <div className="pp-receipt__actions">
        <Button
          size="small"
          icon={copied ? <TickIcon /> : <DuplicateIcon />}
          text={copied ? 'Copied' : 'Copy'}
          onClick={handleCopy}
        />
        <AnchorButton
          size="small"
          icon={<ChatIcon />}
          text="WhatsApp"
          href={whatsappShareUrl(text)}
          target="_blank"
          rel="noopener noreferrer"
        />
        <Button size="small" variant="minimal" text="Dismiss" onClick={onDismiss} />
      </div>
    </Callout>
  );
}
