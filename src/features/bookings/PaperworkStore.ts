// Extension (issue 35): the calls behind a booking's tax invoice and the annual brokerage statement.
// Each makes its document (PDF in the browser, Excel from the server) and hands back the file to save.
import { getEnv, types } from 'mobx-state-tree';
import { unwrap } from '../../api/client';
import type { YearPayment } from '../../domain/brokerageTax';
import { renderPaperPdf } from '../../shared/pdf/paperDoc';
import type { RootEnv } from '../../shared/state/RootEnv';
import {
  type BrokerageInvoice,
  invoiceDoc,
  invoiceFileName,
  statementDoc,
  statementFileName,
} from './paperwork';

export type PaperFile = { blob: Blob; fileName: string };

export const PaperworkStore = types
  .model('PaperworkStore', {})
  .volatile(() => ({
    busy: null as string | null,
    invoice: null as BrokerageInvoice | null,
    /** The payments of a financial year (for the TDS threshold), once loaded; 'failed' when they could not be. */
    yearPayments: null as YearPayment[] | 'failed' | null,
  }))
  .actions((self) => ({
    setYearPayments(payments: YearPayment[] | 'failed') {
      self.yearPayments = payments;
    },
    setBusy(what: string | null) {
      self.busy = what;
    },
    setInvoice(invoice: BrokerageInvoice) {
      self.invoice = invoice;
    },
  }))
  .actions((self) => {
    const api = () => getEnv<RootEnv>(self).api;
    const run = async (what: string, work: () => Promise<PaperFile>): Promise<PaperFile> => {
      self.setBusy(what);
      try {
        return await work();
      } finally {
        self.setBusy(null);
      }
    };
    return {
      /** POST /booking/{id}/invoice (the same invoice every time) and its PDF. */
      invoicePdf(bookingId: number) {
        return run('invoice', async () => {
          const invoice = await unwrap(
            api().POST('/booking/{id}/invoice', { params: { path: { id: bookingId } } }),
          );
          self.setInvoice(invoice);
          return { blob: await renderPaperPdf(invoiceDoc(invoice)), fileName: invoiceFileName(invoice) };
        });
      },
      /** GET /booking/statement of a financial year: its payments, for the TDS check's threshold. */
      async loadYearPayments(fy: number) {
        try {
          const statement = await unwrap(api().GET('/booking/statement', { params: { query: { fy } } }));
          self.setYearPayments(statement.rows);
        } catch {
          self.setYearPayments('failed');
        }
      },
      /** GET /booking/statement of a financial year, as a PDF. */
      statementPdf(fy: number) {
        return run('statement-pdf', async () => {
          const statement = await unwrap(api().GET('/booking/statement', { params: { query: { fy } } }));
          return {
            blob: await renderPaperPdf(statementDoc(statement)),
            fileName: statementFileName(statement, 'pdf'),
          };
        });
      },
      /** GET /booking/statement/download: the server's workbook. */
      statementXlsx(fy: number, label: string) {
        return run('statement-xlsx', async () => ({
          blob: await unwrap(
            api().GET('/booking/statement/download', { params: { query: { fy } }, parseAs: 'blob' }),
          ),
          fileName: `brokerage-statement-${label}.xlsx`,
        }));
      },
    };
  });
