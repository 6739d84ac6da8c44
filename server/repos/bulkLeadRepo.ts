import type { Db } from '../db/db.ts';
import type { QueryOf } from '../lib/operations.ts';
import type { Partner } from './userRepo.ts';
import { type Page, pagedQuery, Where } from './where.ts';

type Query = Pick<Db, 'query'>;

export type BulkLeadFilters = Omit<QueryOf<'listBulkLeadFiles'>, 'size' | 'pageId'>;

type BulkLeadRow = Record<string, unknown> & { file_key: string | null; file_name: string | null };

const bulkLeadColumns = `
  f.id,
  CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'name', p.name) END AS "Project",
  f.email, f.phone, json_build_object('name', f.uploader_name) AS "BulkLeadUploader", f.is_moved,
  json_build_object('id', rp.id, 'name', rp.name) AS "RegionParent",
  f.source_name AS name, f.created_at, f.status, f.closing_reason, f.file_key, f.file_name,
  json_build_object('name', rm.name) AS "MagnetRm"`;

const bulkLeadTables = `
    bulk_lead_files f
    LEFT JOIN projects p ON p.id = f.project_id
    JOIN region_parents rp ON rp.id = f.parent_region_id
    JOIN users u ON u.id = f.magnet_id
    LEFT JOIN service_rms rm ON rm.id = u.service_rm_id`;

/** The contract's BulkLeadFile: the stored key becomes a download address. */
function toBulkLead({ file_key, file_name, ...row }: BulkLeadRow, fileUrl: (key: string) => string) {
  return {
    ...row,
    file_url: file_key ? fileUrl(file_key) : null,
    File: file_key ? { name: file_name } : null,
  };
}

/**
 * A page of the partner's bulk lead files, newest first, and the number matching. `magnet_ids` only
 * narrows: the token's partner is always the owner, so a list of other partners matches nothing.
 */
export async function listBulkLeadFiles(
  db: Query,
  me: number,
  f: BulkLeadFilters,
  page: Page,
  fileUrl: (key: string) => string,
) {
  const where = new Where()
    .equals('f.magnet_id', me)
    .ids('f.magnet_id', f.magnet_ids)
    .ids('f.project_id', f.project_ids)
    .contains('f.uploader_name', f.uploaded_by)
    .flag('f.is_moved', f.is_moved)
    .contains('f.closing_reason', f.closing_reason);
  const { rows, count } = await pagedQuery<BulkLeadRow>(db, {
    select: bulkLeadColumns,
    from: bulkLeadTables,
    where,
    orderBy: 'f.created_at DESC, f.id DESC',
    page,
  });
  return { bulkLeads: rows.map((r) => toBulkLead(r, fileUrl)), count };
}

export type NewBulkLeadFile = {
  me: number;
  projectId: number | null;
  parentRegionId: number;
  uploader: Partner;
  fileKey: string;
  fileName: string;
  now: Date;
};

/** Stores an uploaded bulk lead file (status Uploaded, not moved, source Magnet Bulk) and returns it. */
export async function createBulkLeadFile(db: Query, n: NewBulkLeadFile, fileUrl: (key: string) => string) {
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO bulk_lead_files (magnet_id, project_id, parent_region_id, uploader_name, email, phone, source_name,
                                  is_moved, status, file_name, file_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'Magnet Bulk', 0, 'Uploaded', $7, $8, $9) RETURNING id`,
    [
      n.me,
      n.projectId,
      n.parentRegionId,
      n.uploader.name,
      n.uploader.email,
      n.uploader.phone,
      n.fileName,
      n.fileKey,
      n.now.toISOString(),
    ],
  );
  const rows = await db.query<BulkLeadRow>(
    `SELECT ${bulkLeadColumns} FROM ${bulkLeadTables} WHERE f.id = $1 AND f.magnet_id = $2`,
    [inserted[0]?.id, n.me],
  );
  const row = rows[0];
  if (!row) throw new Error('bulk lead file not stored');
  return toBulkLead(row, fileUrl);
}
