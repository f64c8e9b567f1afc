import type { Db } from '#src/db/connect.ts'
import { deleteAssetRows, type AssetFiles } from '#src/lib/assets.ts'
import type { Storage } from '#src/lib/storage.ts'
import { extensionOf, openFile } from './document-files.ts'
import {
  deleteDocumentsOfMember,
  listDocumentsOfMember,
  type MemberDocumentRow,
} from './member-data.repository.ts'

/*
 * What the privacy feature asks of a member's identity documents (docs/product.md#privacy):
 * the list and the files in clear for their data download, and their erasure.
 */

export interface DocumentForExport {
  id: number
  name: string | null
  status: 'pending' | 'approved' | 'rejected'
  createdAt: string
  decidedAt: string | null
  decisionReason: string | null
  /** The files' names in the download, beside data.json. */
  files: { front: string; back: string }
}

const fileName = (row: MemberDocumentRow, side: 'front' | 'back') =>
  `documents/${row.id}-${side}.${extensionOf(side === 'front' ? row.front_mime : row.back_mime)}`

/** The member's documents, oldest first. */
export async function documentsForExport(db: Db, userId: number): Promise<DocumentForExport[]> {
  return (await listDocumentsOfMember(db, userId)).map((row) => ({
    id: row.id,
    name: row.name,
    status: row.status,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    decisionReason: row.decision_reason,
    files: { front: fileName(row, 'front'), back: fileName(row, 'back') },
  }))
}

/** Each side of each document of the member, in clear, by its name in the download. */
export async function* documentFilesForExport(
  deps: { db: Db; storage: Storage; dataKey: Buffer },
  userId: number,
): AsyncGenerator<{ name: string; bytes: Buffer }> {
  for (const row of await listDocumentsOfMember(deps.db, userId)) {
    for (const side of ['front', 'back'] as const) {
      const key = side === 'front' ? row.front_key : row.back_key
      const encrypted = side === 'front' ? row.front_encrypted : row.back_encrypted
      const stored = await deps.storage.get(key)
      yield {
        name: fileName(row, side),
        bytes: encrypted === 1 ? openFile(deps.dataKey, stored) : stored,
      }
    }
  }
}

/** The total size of the member's stored document files (the download's limit). */
export async function documentBytes(db: Db, userId: number, storage: Storage): Promise<number> {
  let total = 0
  for (const row of await listDocumentsOfMember(db, userId)) {
    total += (await storage.size(row.front_key)) + (await storage.size(row.back_key))
  }
  return total
}

/**
 * Deletes the member's documents and their asset rows in the caller's transaction; answers
 * the files to remove once it has committed.
 */
export async function eraseDocuments(db: Db, userId: number): Promise<AssetFiles[]> {
  const rows = await listDocumentsOfMember(db, userId)
  await deleteDocumentsOfMember(db, userId)
  return deleteAssetRows(
    db,
    rows.flatMap((row) => [row.front_id, row.back_id]),
  )
}
