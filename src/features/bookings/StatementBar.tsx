// Extension (issue 35): the annual brokerage statement of a chosen financial year, as Excel or PDF.
import { Button, HTMLSelect } from '@blueprintjs/core';
import { DocumentIcon, ThIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useStores } from '../../app/StoresContext';
import { financialYearLabel, financialYearOf } from '../../domain/brokerageTax';
import { useEnv } from '../../shared/state/EnvContext';
import { useLocalStore } from '../../shared/state/useLocalStore';
import { notify } from '../../shared/ui/notify';
import { saveBlob } from '../../shared/ui/saveBlob';
import { type PaperFile, PaperworkStore } from './PaperworkStore';

export const STATEMENT_FAILURE = 'The statement could not be made. Please try again.';
/** The years offered: this financial year and the five before it. */
const YEARS_SHOWN = 6;

export const StatementBar = observer(function StatementBar() {
  const root = useStores();
  const env = useEnv();
  const store = useLocalStore(root, (e) => PaperworkStore.create({}, e));
  const current = financialYearOf(new Date(env.now()));
  const [fy, setFy] = useState(current);
  const years = Array.from({ length: YEARS_SHOWN }, (_, i) => current - i);
  const save = async (make: () => Promise<PaperFile>) => {
    try {
      const file = await make();
      saveBlob(file.blob, file.fileName);
    } catch {
      notify(STATEMENT_FAILURE, 'failure');
    }
  };
  return (
    <fieldset className="pp-statement-bar" aria-label="Brokerage statement">
      <span className="pp-statement-bar__label">Brokerage statement</span>
      <HTMLSelect
        aria-label="Financial year"
        value={fy}
        onChange={(e) => setFy(Number(e.currentTarget.value))}
        options={years.map((y) => ({ value: y, label: `FY ${financialYearLabel(y)}` }))}
      />
      <Button
        icon={<ThIcon />}
        text="Excel"
        loading={store.busy === 'statement-xlsx'}
        onClick={() => void save(() => store.statementXlsx(fy, financialYearLabel(fy)))}
      />
      <Button
        icon={<DocumentIcon />}
        text="PDF"
        loading={store.busy === 'statement-pdf'}
        onClick={() => void save(() => store.statementPdf(fy))}
      />
    </fieldset>
  );
});
