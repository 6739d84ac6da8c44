import { Button, Card, H2 } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { TermsContent } from './TermsContent';
import { useAcceptTerms } from './useAcceptTerms';
import './terms.css';

/** /terms-condition: the terms as a page, with Accept while the user has not agreed. */
export const TermsPage = observer(function TermsPage() {
  const { needsAcceptance, accepting, accept } = useAcceptTerms();
  const handleAccept = () => {
    void accept();
  };
  return (
    <div className="pp-terms-page">
      <Card>
        <H2>Terms and Conditions</H2>
        <TermsContent />
        {needsAcceptance ? (
          <div className="pp-terms-page__actions">
            <Button intent="primary" text="Accept" size="large" loading={accepting} onClick={handleAccept} />
          </div>
        ) : null}
      </Card>
    </div>
  );
});
