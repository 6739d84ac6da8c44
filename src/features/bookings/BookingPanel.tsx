// The booking panel (spec 02 §2 "Bookings"): tabs Details (the booking's fields, Brokerage Details,
// Payment Details and the activity line), Timeline (the eight stages, done up to and including the
// current one; only 'Status Awaited' when so) and Payment (the payout laid out as a reconciliation;
// a cancelled booking shows that nothing is payable).
import { Button, Callout, Icon, Spinner, Tab, Tabs } from '@blueprintjs/core';
import {
  CircleIcon,
  DisableIcon,
  DocumentIcon,
  HistoryIcon,
  InfoSignIcon,
  TickCircleIcon,
  TickIcon,
  WarningSignIcon,
} from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { Fragment, useEffect, useState } from 'react';
import { useStores } from '../../app/StoresContext';
import { bookingStatus, bookingTimeline, STATUS_AWAITED } from '../../domain/bookingStatus';
import { PASSBACK_NOTES, reconcile } from '../../domain/brokerage';
import {
  expectedTds,
  financialYearLabel,
  financialYearOf,
  istDate,
  NO_GSTIN_REASON,
  partnerPan,
  yearBrokerageUpTo,
} from '../../domain/brokerageTax';
import { formatDay } from '../../domain/dates';
import { formatRupees } from '../../domain/number';
import { formatPhone, yesNo } from '../../shared/format/display';
import { useEnv } from '../../shared/state/EnvContext';
import { useLocalStore } from '../../shared/state/useLocalStore';
import { notify } from '../../shared/ui/notify';
import { saveBlob } from '../../shared/ui/saveBlob';
import { type Booking, clientPaymentText } from './bookingColumns';
import { PaperworkStore } from './PaperworkStore';
import './bookings.css';

type BookingPanelProps = { booking: Booking };
type PanelTab = 'details' | 'timeline' | 'payment';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="pp-booking-details__row">
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </div>
  );
}

/** The sections of amounts in rupees: each row's label and the booking's field, in order. */
const AMOUNT_SECTIONS = {
  'Brokerage Details': {
    'Total Brokerage': 'TOTAL_BROKERAGE',
    'Base Incentive': 'BASE_INCENTIVE',
    'Ladder Incentive': 'LADDER_INCENTIVE',
  },
  'Payment Details': {
    'Total TDS': 'TOTAL_TDS',
    'Total GST': 'TOTAL_GST',
    'Payable Amount': 'PAYABLE_AMOUNT',
    'Released Amount': 'RELEASED_AMOUNT',
  },
} as const satisfies Record<string, Record<string, keyof Booking>>;

/** 'Booked on 2026/10/03 with Ravi Kumar · SDR Done'. */
export function bookingActivityLine(booking: Booking): string {
  const rm = booking.SalesRMBooking?.name;
  const status = bookingStatus(booking);
  const cancelled = booking.is_lead_cancelled === 1 ? ' · Cancelled' : '';
  return `Booked on ${formatDay(booking.booking_date)}${rm ? ` with ${rm}` : ''} · ${status}${cancelled}`;
}

export const INVOICE_FAILURE = 'The invoice could not be made. Please try again.';

/** The partner's GSTIN on the profile, or null. */
function useGstin(): string | null {
  const gstin = useStores().session.me?.UserInfo.gst_no?.trim();
  return gstin || null;
}

/** Extension (issue 35): the tax invoice of a booking with brokerage (a commission bill without a GSTIN). */
const InvoiceSection = observer(function InvoiceSection({ booking }: BookingPanelProps) {
  const root = useStores();
  const store = useLocalStore(root, (env) => PaperworkStore.create({}, env), [booking.id]);
  const gstin = useGstin();
  if (booking.TOTAL_BROKERAGE <= 0 || booking.is_lead_cancelled === 1) return null;
  const issued = store.invoice;
  const billOnly = issued ? issued.kind === 'commission_bill' : !gstin;
  const handleDownload = async () => {
    try {
      const file = await store.invoicePdf(booking.id);
      saveBlob(file.blob, file.fileName);
    } catch {
      notify(INVOICE_FAILURE, 'failure');
    }
  };
  return (
    <section className="pp-invoice" aria-label="Invoice">
      <h4>{billOnly ? 'Commission Bill' : 'Tax Invoice'}</h4>
      {billOnly ? (
        <Callout intent="primary" icon={<InfoSignIcon />}>
          {issued?.no_gst_reason ?? NO_GSTIN_REASON}
        </Callout>
      ) : null}
      {issued ? (
        <p className="pp-invoice__number">
          Invoice {issued.invoice_no} of {formatDay(issued.invoice_date)}
        </p>
      ) : null}
      <Button
        icon={<DocumentIcon />}
        intent="primary"
        variant="outlined"
        loading={store.busy === 'invoice'}
        onClick={() => void handleDownload()}
        text={billOnly ? 'Download commission bill' : 'Download tax invoice'}
      />
    </section>
  );
});

function BookingDetails({ booking }: BookingPanelProps) {
  return (
    <div className="pp-booking-details">
      <p className="pp-booking-details__activity" data-testid="booking-activity">
        <HistoryIcon size={14} /> {bookingActivityLine(booking)}
      </p>
      <h4>Booking Details</h4>
      <dl>
        <Row label="Lead ID" value={String(booking.Lead.id)} />
        <Row label="Project" value={booking.Project.name} />
        <Row label="Client Name" value={booking.Client.name} />
        <Row label="Client Contact" value={formatPhone(booking.Client.number, booking.Client.country_code)} />
        <Row label="Booking Date" value={formatDay(booking.booking_date)} />
        <Row label="Rm Name" value={booking.SalesRMBooking?.name ?? ''} />
        <Row label="Booking Amount" value={formatRupees(booking.booking_amount)} />
        <Row label="Agreement Amount" value={formatRupees(booking.agreement_value)} />
        <Row label="Flat Type" value={booking.flat_type ?? ''} />
        <Row label="Building Number" value={booking.building_number ?? ''} />
        <Row label="Flat No." value={booking.flat_no ?? ''} />
        <Row label="Current Status" value={bookingStatus(booking)} />
        <Row label="Document Verification Status" value={booking.document_status ?? ''} />
        <Row label="Client Payment Percentage" value={clientPaymentText(booking)} />
        <Row label="Cancelled" value={yesNo(booking.is_lead_cancelled)} />
      </dl>
      {Object.entries(AMOUNT_SECTIONS).map(([title, rows]) => (
        <Fragment key={title}>
          <h4>{title}</h4>
          <dl>
            {Object.entries(rows).map(([label, field]) => (
              <Row
                key={label}
                label={label}
                value={
                  field === 'PAYABLE_AMOUNT' && booking.is_lead_cancelled === 1
                    ? `${formatRupees(0)} (cancelled: nothing is payable)`
                    : formatRupees(booking[field])
                }
              />
            ))}
          </dl>
        </Fragment>
      ))}
      <InvoiceSection booking={booking} />
    </div>
  );
}

function BookingTimeline({ booking }: BookingPanelProps) {
  const status = bookingStatus(booking);
  const timeline = bookingTimeline(status);
  if (!timeline) return <p className="pp-booking-timeline__awaited">{STATUS_AWAITED}</p>;
  return (
    <ol className="pp-booking-timeline" aria-label="Booking stages">
      {timeline.map((step) => (
        <li
          key={step.stage}
          className={`pp-booking-timeline__stage ${step.done ? 'pp-booking-timeline__stage--done' : 'pp-booking-timeline__stage--later'}`}
          aria-disabled={step.done ? undefined : true}
          aria-current={step.current ? 'step' : undefined}
        >
          <Icon
            icon={step.done ? <TickCircleIcon /> : <CircleIcon />}
            intent={step.done ? 'success' : 'none'}
            aria-label={step.done ? 'done' : 'not yet'}
          />
          <span>{step.stage}</span>
        </li>
      ))}
    </ol>
  );
}

function Line({
  label,
  value,
  sign,
  strong,
}: {
  label: string;
  value: number;
  sign?: '−' | '+' | '=';
  strong?: boolean;
}) {
  return (
    <tr className={strong ? 'pp-payout__total' : undefined}>
      <th scope="row">
        {sign ? <span className="pp-payout__sign">{sign}</span> : null}
        {label}
      </th>
      <td>{formatRupees(value)}</td>
    </tr>
  );
}

const PAYMENT_NOTE = <p className="pp-payout__note">{PASSBACK_NOTES.join(' ')}</p>;

/**
 * Extension (issue 35): the TDS the platform deducted against section 194H on the payment date (today's
 * rate until it is paid), with the rate used and the year's threshold; a mismatch when they differ.
 */
const TdsCheck = observer(function TdsCheck({ booking }: BookingPanelProps) {
  const root = useStores();
  const me = root.session.me?.UserInfo;
  const env = useEnv();
  const store = useLocalStore(root, (e) => PaperworkStore.create({}, e), [booking.id]);
  const paidOn = booking.released_date ?? null;
  const on = paidOn ?? istDate(new Date(env.now()));
  const fy = financialYearOf(on);
  useEffect(() => {
    void store.loadYearPayments(fy);
  }, [store, fy]);
  const payments = store.yearPayments;
  if (payments === null) {
    return (
      <p className="pp-tds" data-testid="tds-check">
        <Spinner size={16} /> Checking the TDS against this year's brokerage…
      </p>
    );
  }
  const hasPan = partnerPan(me?.pan_no, me?.gst_no) !== null;
  const year =
    payments === 'failed'
      ? booking.TOTAL_BROKERAGE
      : yearBrokerageUpTo(payments, booking.id, paidOn, booking.TOTAL_BROKERAGE);
  const expected = expectedTds(booking.TOTAL_BROKERAGE, on, hasPan, year);
  const basis = expected.belowThreshold
    ? `no TDS: your brokerage of ${financialYearLabel(fy)} (${formatRupees(year)}) is within the section 194H threshold of ${formatRupees(expected.threshold)}`
    : `${expected.rate}% under section 194H${hasPan ? '' : ' (no PAN on your profile)'} ${
        paidOn ? `on the payment date ${formatDay(paidOn)}` : `at today's rate (not paid yet)`
      }`;
  const differs = expected.amount !== booking.TOTAL_TDS;
  return (
    <div className="pp-tds" data-testid="tds-check">
      <table className="pp-payout__table" aria-label="TDS check">
        <tbody>
          <Line label="TDS deducted" value={booking.TOTAL_TDS} />
          <Line label={`TDS expected: ${basis}`} value={expected.amount} />
        </tbody>
      </table>
      {differs ? (
        <Callout intent="warning" icon={<WarningSignIcon />} title="TDS mismatch">
          The TDS deducted ({formatRupees(booking.TOTAL_TDS)}) differs from {basis} (
          {formatRupees(expected.amount)}). Check it against your Form 26AS and raise it with your
          relationship manager.
        </Callout>
      ) : (
        <p className="pp-payout__ok">
          <Icon icon={<TickIcon />} intent="success" /> The TDS matches the rate in force.
        </p>
      )}
    </div>
  );
});

function BookingPayment({ booking }: BookingPanelProps) {
  const r = reconcile(booking);
  if (r.cancelled) {
    return (
      <div className="pp-payout">
        <Callout intent="danger" icon={<DisableIcon />} title="This booking is cancelled">
          <p>Nothing is payable on a cancelled booking.</p>
          {r.toRefund > 0 ? (
            <p>
              {formatRupees(r.toRefund)} released before the cancellation is to be refunded within 15 days.
            </p>
          ) : null}
        </Callout>
        <table className="pp-payout__table" aria-label="Payout reconciliation">
          <tbody>
            <Line label="Payable" value={0} strong />
            <Line label="Outstanding" value={0} strong />
          </tbody>
        </table>
        {PAYMENT_NOTE}
      </div>
    );
  }
  return (
    <div className="pp-payout">
      <table className="pp-payout__table" aria-label="Payout reconciliation">
        <tbody>
          <Line label="Base incentive" value={r.base} />
          <Line label="Ladder incentive" value={r.ladder} sign="+" />
          <Line label="Brokerage" value={r.brokerage} sign="=" strong />
          <Line label="TDS" value={r.tds} sign="−" />
          <Line label="GST" value={r.gst} sign="+" />
          <Line label="Payable" value={r.payable} sign="=" strong />
          <Line label="Released so far" value={r.released} sign="−" />
          <Line label="Outstanding" value={r.outstanding} sign="=" strong />
        </tbody>
      </table>
      {r.problems.length > 0 ? (
        <Callout intent="warning" icon={<WarningSignIcon />} title="These figures do not add up">
          <ul className="pp-payout__problems">
            {r.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          <p>Raise it with your relationship manager before the payout.</p>
        </Callout>
      ) : (
        <p className="pp-payout__ok">
          <Icon icon={<TickIcon />} intent="success" /> The figures add up.
        </p>
      )}
      <TdsCheck booking={booking} />
      {PAYMENT_NOTE}
    </div>
  );
}

/** The panel of one booking. */
export function BookingPanel({ booking }: BookingPanelProps) {
  const [tab, setTab] = useState<PanelTab>('details');
  return (
    <div className="pp-side-panel pp-booking-panel" data-testid="booking-panel" data-booking-id={booking.id}>
      <Tabs
        id={`booking-${booking.id}-tabs`}
        selectedTabId={tab}
        onChange={(id) => setTab(id === 'timeline' || id === 'payment' ? id : 'details')}
        fill
      >
        <Tab id="details" title="Details" panel={<BookingDetails booking={booking} />} />
        <Tab id="timeline" title="Timeline" panel={<BookingTimeline booking={booking} />} />
        <Tab id="payment" title="Payment" panel={<BookingPayment booking={booking} />} />
      </Tabs>
    </div>
  );
}
