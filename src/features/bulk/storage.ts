/**
 * The last batch, kept in session storage: coming back to the page in the same browser session
 * shows its rows and results again. The rows are stored as written and checked again on load.
 */
import * as z from 'zod/mini';
import { storedValue } from '../../shared/stored-value.ts';
import { BULK_KINDS, type BulkKind, type Column } from './columns.ts';
import type { CheckedRow } from './rows.ts';
import type { RowOutcome } from './results.ts';

const BULK_STORAGE_KEY = 'emission-desk.bulk';

export interface SavedBatch {
  kind: BulkKind;
  fileName?: string;
  rows: CheckedRow[];
  outcomes: Map<number, RowOutcome>;
}

const failureSchema = z.object({
  kind: z.string(),
  status: z.optional(z.number()),
  retryAfterMs: z.optional(z.number()),
  serviceMessage: z.optional(z.string()),
  fields: z.optional(z.array(z.string())),
  messageKey: z.optional(z.string()),
});

const storedSchema = z.object({
  version: z.literal(1),
  kind: z.enum(BULK_KINDS),
  fileName: z.optional(z.string()),
  rows: z.array(z.object({ row: z.number(), cells: z.record(z.string(), z.string()) })),
  outcomes: z.array(
    z.union([
      z.object({ row: z.number(), status: z.literal('done'), kilograms: z.number() }),
      z.object({ row: z.number(), status: z.literal('failed'), failure: failureSchema }),
    ]),
  ),
});

const stored = storedValue(BULK_STORAGE_KEY, storedSchema, 'session');

/** Keeps the batch; storage full or unavailable: the results stay on screen, just not kept. */
export function saveBatch(batch: SavedBatch): void {
  stored.write({
    version: 1,
    kind: batch.kind,
    fileName: batch.fileName,
    rows: batch.rows.map((row) => ({ row: row.row, cells: row.cells as Record<string, string> })),
    outcomes: [...batch.outcomes].map(([row, outcome]) => ({ row, ...outcome })),
  });
}

type CheckRow = (kind: BulkKind, row: number, cells: Partial<Record<Column, string>>) => CheckedRow;

/** Whether a batch is saved, without reading it. */
export function hasSavedBatch(): boolean {
  return stored.exists();
}

/** The saved batch, its rows checked again with `checkRow` (rows.ts, loaded on demand). */
export function loadBatch(checkRow: CheckRow): SavedBatch | undefined {
  const saved = stored.read();
  if (!saved) return undefined;
  const { kind, fileName } = saved;
  const rows = saved.rows.map((row) =>
    checkRow(kind, row.row, row.cells as Partial<Record<Column, string>>),
  );
  const outcomes = new Map<number, RowOutcome>();
  for (const { row, ...outcome } of saved.outcomes) {
    outcomes.set(row, outcome as RowOutcome);
  }
  return { kind, fileName, rows, outcomes };
}

export function clearBatch(): void {
  stored.remove();
}
