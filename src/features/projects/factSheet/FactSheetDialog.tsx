// The fact-sheet preview (spec 02 §2 "Project fact sheet": a preview dialog 800 wide): the sheet
// drawn as a page, with the PDF download beneath it. Full screen on a phone.
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { DocumentIcon, DownloadIcon } from '@blueprintjs/icons';
import type { FactSheet } from '../../../shared/pdf/factSheet';
import { useIsDesktop } from '../../../shared/ui/useIsDesktop';
import { FloorPlanTable } from '../FloorPlanTable';
import './factSheet.css';

type FactSheetDialogProps = {
  sheet: FactSheet;
  downloading: boolean;
  onDownload: () => void;
  onClose: () => void;
};

export function FactSheetDialog({ sheet, downloading, onDownload, onClose }: FactSheetDialogProps) {
  const isDesktop = useIsDesktop();
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={`${sheet.name} · Fact Sheet`}
      icon={<DocumentIcon />}
      className={isDesktop ? 'pp-fact-dialog' : 'pp-fact-dialog pp-dialog-fullscreen'}
    >
      <DialogBody>
        <article className="pp-fact" aria-label={`Fact sheet of ${sheet.name}`}>
          <header className="pp-fact__head">
            {sheet.bannerUrl && <img className="pp-fact__banner" src={sheet.bannerUrl} alt="" />}
            <div className="pp-fact__band">
              <h2>{sheet.name}</h2>
              <div>{sheet.subtitle}</div>
            </div>
          </header>
          <div className="pp-fact__rera">
            RERA No. <strong>{sheet.rera}</strong>
          </div>
          <div className="pp-fact__figures">
            <div>
              <span>Starting Price</span>
              <strong>{sheet.startingPrice}</strong>
            </div>
            <div>
              <span>Land Area</span>
              <strong>{sheet.landArea}</strong>
            </div>
          </div>
          {sheet.highlights.length > 0 && (
            <section aria-label="Highlights">
              <h3>Highlights</h3>
              <ul className="pp-fact__highlights">
                {sheet.highlights.map((h) => (
                  <li key={h}>{h}</li>
                ))}
              </ul>
            </section>
          )}
          <section aria-label="Floor Plans">
            <h3>Floor Plans</h3>
            <FloorPlanTable plans={sheet.plans} className="pp-fact__plans" />
          </section>
          {sheet.galleryUrls.length > 0 && (
            <section aria-label="Gallery">
              <h3>Gallery</h3>
              <div className="pp-fact__gallery">
                {sheet.galleryUrls.slice(0, 3).map((url) => (
                  <img key={url} src={url} alt="" loading="lazy" />
                ))}
              </div>
            </section>
          )}
          {sheet.link && (
            <div className="pp-fact__link">
              Project link{' '}
              <a href={sheet.link} target="_blank" rel="noreferrer">
                {sheet.link}
              </a>
            </div>
          )}
          <div className="pp-fact__contact">
            <span>For site visits and bookings, contact</span>
            <strong>{sheet.contact.name}</strong>
            <strong className="pp-fact__phone">{sheet.contact.phone}</strong>
            {sheet.contact.rera && <span>RERA Reg. No. {sheet.contact.rera}</span>}
          </div>
          <p className="pp-fact__disclaimer">Disclaimer: {sheet.disclaimer}</p>
        </article>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Close" onClick={onClose} />
            <Button
              intent="primary"
              icon={<DownloadIcon />}
              text="Download PDF"
              loading={downloading}
              onClick={onDownload}
            />
          </>
        }
      />
    </Dialog>
  );
}
