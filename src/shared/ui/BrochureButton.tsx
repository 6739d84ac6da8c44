// The Brochure action of the project screens (spec 01 §2.2 "download brochure"): fetches the project's
// brochure PDF and saves it as '{project name} Brochure.pdf', busy meanwhile, a toast when it fails.
import { Button } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { downloadFile, fileNameOf } from './linkActions';
import { notify } from './notify';

type BrochureButtonProps = { url: string | null | undefined; projectName: string };

export function BrochureButton({ url, projectName }: BrochureButtonProps) {
  const [downloading, setDownloading] = useState(false);
  const handleClick = async () => {
    if (!url) return;
    setDownloading(true);
    try {
      await downloadFile(url, fileNameOf(`${projectName} Brochure`, 'pdf'));
    } catch {
      notify('The brochure could not be downloaded. Please try again.', 'failure');
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      icon={<DownloadIcon />}
      text="Brochure"
      disabled={!url}
      loading={downloading}
      onClick={() => void handleClick()}
    />
  );
}
