import { BankAccountIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { formatNumber, formatRupees } from '../../domain/number';
import { CounterCard } from './CounterCard';
import type { DigitalSpend } from './DashboardStore';

type DigitalSpendCardProps = { spend: DigitalSpend | null };

/** The partner's digital campaign spend, the leads it brought and the cost per lead; links to the campaigns. */
export const DigitalSpendCard = observer(function DigitalSpendCard({ spend }: DigitalSpendCardProps) {
  return (
    <CounterCard
      to="/campaigns"
      icon={<BankAccountIcon />}
      tone="spend"
      value={spend ? formatRupees(spend.spend_amount) : '–'}
      label="Digital Spend"
      testId="digital-spend"
      extra={
        <span className="pp-spend__facts">
          <span>
            <strong data-testid="digital-spend-leads">{spend ? formatNumber(spend.leadCount) : '–'}</strong>{' '}
            leads
          </span>
          <span>
            <strong data-testid="digital-spend-cpl">{spend ? formatRupees(spend.cpl) : '–'}</strong> per lead
          </span>
        </span>
      }
    />
  );
});
