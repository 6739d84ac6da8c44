import { describe, expect, it } from 'vitest';
import { type BrokerageInvoice, invoiceDoc, invoiceFileName } from '../../src/features/bookings/paperwork';

const party = {
  name: 'Rohan Mehta',
  address: 'Office 12, Andheri West, Mumbai - 400053',
  gstin: '27ABCPM1234F1Z3',
  pan: 'ABCPM1234F',
  state_code: '27',
  state: '27 - Maharashtra',
  phone: '9876543210',
  rera_no: 'A51800012345',
};
const platform = {
  name: 'Partner Portal Realty Services Private Limited',
  address: 'Lower Parel, Mumbai',
  gstin: '27AAJCP4321Q1ZX',
  pan: 'AAJCP4321Q',
  state_code: '27',
  state: '27 - Maharashtra',
};
const invoice: BrokerageInvoice = {
  invoice_no: 'INV/2025-26/0001',
  invoice_date: '2026-01-15',
  financial_year: '2025-26',
  kind: 'tax_invoice',
  no_gst_reason: null,
  supplier: party,
  recipient: platform,
  place_of_supply: '27 - Maharashtra',
  booking: {
    id: 10,
    lead_id: 118,
    project: 'Lakeview Heights',
    client: 'Dhyanesh Tandon',
    unit: '3 BHK, Flat A-1905, Tower A',
    booking_date: '2025-12-01',
    agreement_value: 34_412_000,
  },
  sac: '997222',
  description: 'Brokerage on the sale of a residential unit',
  taxable_value: 250_000,
  cgst: 22_500,
  sgst: 22_500,
  igst: 0,
  total: 295_000,
  amount_in_words: 'Rupees Two Lakh Ninety-Five Thousand Only',
};

describe('the invoice as a document (issue 35)', () => {
  it('a tax invoice within the state: CGST and SGST rows, the total, the words', () => {
    const doc = invoiceDoc(invoice);
    expect(doc.title).toBe('TAX INVOICE');
    expect(doc.fields[0]).toEqual(['Invoice No.', 'INV/2025-26/0001']);
    expect(doc.table.body[0]?.[2]).toBe('997222');
    expect(doc.table.foot).toEqual([
      ['', 'Taxable value', '', '2,50,000'],
      ['', 'CGST @ 9%', '', '22,500'],
      ['', 'SGST @ 9%', '', '22,500'],
      ['', 'Total invoice value', '', '2,95,000'],
    ]);
    expect(doc.notes[0]).toBe('Amount in words: Rupees Two Lakh Ninety-Five Thousand Only');
    expect(doc.parties[0]?.lines).toContain('GSTIN: 27ABCPM1234F1Z3');
    expect(doc.parties[0]?.lines).toContain('RERA Reg. No.: A51800012345');
    expect(invoiceFileName(invoice)).toBe('INV-2025-26-0001.pdf');
  });
  it('between states: one IGST row', () => {
    const doc = invoiceDoc({ ...invoice, cgst: 0, sgst: 0, igst: 45_000 });
    expect(doc.table.foot[1]).toEqual(['', 'IGST @ 18%', '', '45,000']);
    expect(doc.table.foot).toHaveLength(3);
  });
  it('a commission bill says why it carries no GST', () => {
    const doc = invoiceDoc({
      ...invoice,
      kind: 'commission_bill',
      no_gst_reason: 'No GSTIN is on your profile.',
      cgst: 0,
      sgst: 0,
      total: 250_000,
      supplier: { ...party, gstin: null, pan: null },
    });
    expect(doc.title).toBe('COMMISSION BILL');
    expect(doc.table.foot).toEqual([
      ['', 'Brokerage', '', '2,50,000'],
      ['', 'Total amount', '', '2,50,000'],
    ]);
    expect(doc.notes).toContain('No GSTIN is on your profile.');
    expect(doc.parties[0]?.lines).toContain('GSTIN: not registered');
  });
});
