import { AnchorButton, Button, Dialog, DialogBody, Drawer, InputGroup } from '@blueprintjs/core';
import {
  ChatIcon,
  DuplicateIcon,
  PeopleIcon,
  SendMessageIcon,
  ShareIcon,
  TickIcon,
} from '@blueprintjs/icons';
import { type ReactElement, useState } from 'react';
import { appConfig } from '../config/appConfig';
import { copyText } from './copyText';
import { useIsDesktop } from './useIsDesktop';

type ShareDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  /** The address shared; the portal's own address by default. */
  url?: string;
  /** The text shared with the address. */
  title?: string;
  /** The dialog's heading ('Share portal' by default). */
  heading?: string;
  /** A file to send with the system share on a phone (a fact sheet PDF), where the browser can share files. */
  file?: (() => Promise<File>) | undefined;
};

/**
 * The system share (Web Share API) where the browser has one: the file itself on a phone that can share
 * files, else the link. False when there is none or it failed.
 */
async function systemShare(
  url: string,
  text: string,
  file: (() => Promise<File>) | undefined,
  phone: boolean,
) {
  if (typeof navigator.share !== 'function') return false;
  try {
    const made = phone && file && typeof navigator.canShare === 'function' ? await file() : null;
    if (made && navigator.canShare({ files: [made] })) {
      await navigator.share({ files: [made], title: text, text: `${text} ${url}` });
    } else {
      await navigator.share({ title: text, text, url });
    }
    return true;
  } catch {
    return false;
  }
}

export type ShareTarget = 'Facebook' | 'WhatsApp' | 'LinkedIn' | 'Telegram';

/** The share links of each network for an address and a text. */
export function shareLinks(url: string, text: string): Record<ShareTarget, string> {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  return {
    Facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    WhatsApp: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    LinkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    Telegram: `https://t.me/share/url?url=${u}&text=${t}`,
  };
}

const TARGET_ICONS: Record<ShareTarget, ReactElement> = {
  Facebook: <ShareIcon />,
  WhatsApp: <ChatIcon />,
  LinkedIn: <PeopleIcon />,
  Telegram: <SendMessageIcon />,
};

const TARGETS: readonly ShareTarget[] = ['Facebook', 'WhatsApp', 'LinkedIn', 'Telegram'];

/**
 * Share dialog (spec 01 §2.2): copy the address, share it on four networks, or open it. A dialog on
 * desktop; a bottom drawer on mobile.
 */
export function ShareDialog({
  isOpen,
  onClose,
  url,
  title,
  heading = 'Share portal',
  file,
}: ShareDialogProps) {
  const isDesktop = useIsDesktop();
  const address = url ?? `${window.location.origin}/`;
  const text = title ?? `Join me on ${appConfig.productName}`;
  const [copied, setCopied] = useState(false);
  const links = shareLinks(address, text);
  const canShare = typeof navigator.share === 'function';
  const [sharing, setSharing] = useState(false);
  const handleSystemShare = async () => {
    setSharing(true);
    await systemShare(address, text, file, !isDesktop);
    setSharing(false);
  };

  const handleCopy = async () => setCopied(await copyText(address, 'URL'));

  const handleClose = () => {
    setCopied(false);
    onClose();
  };

  const body = (
    <div className="pp-share" data-testid="share-dialog">
      <div className="pp-share__copy">
        <InputGroup readOnly value={address} aria-label="Address to share" fill />
        <Button
          className="pp-share__copy-button"
          intent={copied ? 'success' : 'primary'}
          icon={copied ? <TickIcon /> : <DuplicateIcon />}
          text={copied ? 'Copied' : 'Copy URL'}
          onClick={() => void handleCopy()}
        />
      </div>
      <div className="pp-share__targets">
        {TARGETS.map((target) =>
          // On a phone with the system share, WhatsApp goes through it (the fact sheet itself where it can).
          target === 'WhatsApp' && canShare && !isDesktop ? (
            <Button
              key={target}
              icon={TARGET_ICONS[target]}
              text={target}
              variant="outlined"
              size="large"
              loading={sharing}
              onClick={() => void handleSystemShare()}
            />
          ) : (
            <AnchorButton
              key={target}
              href={links[target]}
              target="_blank"
              rel="noopener noreferrer"
              icon={TARGET_ICONS[target]}
              text={target}
              variant="outlined"
              size={isDesktop ? 'medium' : 'large'}
            />
          ),
        )}
        {canShare && (
          <Button
            icon={<ShareIcon />}
            text="More apps"
            variant="outlined"
            size={isDesktop ? 'medium' : 'large'}
            loading={sharing}
            onClick={() => void handleSystemShare()}
          />
        )}
      </div>
      <AnchorButton
        className="pp-share__open"
        href={address}
        target="_blank"
        rel="noopener noreferrer"
        icon={<ShareIcon />}
        text="Open URL"
        variant="minimal"
      />
    </div>
  );

  if (!isDesktop) {
    return (
      <Drawer
        isOpen={isOpen}
        onClose={handleClose}
        position="bottom"
        size="auto"
        title={heading}
        icon={<ShareIcon />}
        className="pp-bottom-drawer"
      >
        <div className="pp-bottom-drawer__body">{body}</div>
      </Drawer>
    );
  }

  return (
    <Dialog
      isOpen={isOpen}
      onClose={handleClose}
      title={heading}
      icon={<ShareIcon />}
      className="pp-share-dialog"
    >
      <DialogBody>{body}</DialogBody>
    </Dialog>
  );
}
