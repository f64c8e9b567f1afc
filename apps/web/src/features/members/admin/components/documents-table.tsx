import { useId, useState } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useQueryClient } from '@tanstack/react-query'
import type { AdminDocument, DocumentSide, DocumentStatus } from '@aula/contract/profile'
import { Button } from '#src/components/ui/button.tsx'
import { useFormat } from '#src/lib/use-format.ts'
import { decideDocument } from '../api/decide-document.ts'
import { mapRows } from '../api/client-pages.ts'
import {
  clientDocumentsQueryKey,
  useClientDocuments,
  type ClientDocumentPages,
} from '../api/get-client-documents.ts'
import { CustomerCell, DecisionCell, StatusCell, useDecision } from './decision-row.tsx'
import { DocumentViewer } from './document-viewer.tsx'
import { PagedRows } from './paged-rows.tsx'
import { HeadCell, ScrollTable } from './scroll-table.tsx'

const statusKeys = {
  pending: 'adminClients.documents.status.pending',
  approved: 'adminClients.documents.status.approved',
  rejected: 'adminClients.documents.status.rejected',
} as const satisfies Record<DocumentStatus, string>

const sideKeys = {
  front: 'adminClients.documents.front',
  back: 'adminClients.documents.back',
} as const satisfies Record<DocumentSide, string>

const SIDES: DocumentSide[] = ['front', 'back']

/**
 * One member's document: who, when, its state, which document the member said it is beside
 * its two sides, and approve and reject (with an optional reason).
 */
function DocumentRow({ document: doc }: { document: AdminDocument }) {
  const { t } = useTranslation()
  const { formatDate } = useFormat()
  const queryClient = useQueryClient()
  const customerId = useId()
  const [viewing, setViewing] = useState<DocumentSide | null>(null)
  const urls = doc.fileurl.split(',').map((url) => url.trim())
  const { busy, outcome, decide } = useDecision(
    'documents',
    async (decision, reason) => {
      await decideDocument({
        id: doc.idDoc,
        status: decision === 'approve' ? 1 : 0,
        ...(reason ? { reason } : {}),
      })
      queryClient.setQueryData<ClientDocumentPages>(clientDocumentsQueryKey, (pages) =>
        mapRows(pages, (item) =>
          item.idDoc === doc.idDoc
            ? {
                ...item,
                status: decision === 'approve' ? 'approved' : 'rejected',
                valid: decision === 'approve',
                reason,
              }
            : item,
        ),
      )
    },
    () => queryClient.invalidateQueries({ queryKey: clientDocumentsQueryKey }),
  )

  const viewingIndex = viewing ? SIDES.indexOf(viewing) : -1
  const viewingUrl = viewingIndex >= 0 ? urls[viewingIndex] : undefined

  return (
    <tr className="border-t border-flour-300 align-top">
      <CustomerCell id={customerId} name={doc.name} email={doc.email} />
      <td className="px-4 py-3 whitespace-nowrap">{formatDate(doc.uploadDate)}</td>
      <StatusCell state={doc.status} label={t(statusKeys[doc.status])} reason={doc.reason} />
      <td className="px-4 py-3">
        <p className="mb-2 text-charcoal-900">
          <span className="sr-only">{t('adminClients.documents.documentName')}: </span>
          {doc.documentName ? (
            <span className="font-semibold break-words">{doc.documentName}</span>
          ) : (
            <span className="text-charcoal-700">{t('adminClients.documents.noName')}</span>
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          {SIDES.map((side, index) =>
            urls[index] ? (
              <Button
                key={side}
                size="sm"
                variant="ghost"
                className="border border-charcoal-800"
                aria-haspopup="dialog"
                aria-describedby={customerId}
                onClick={() => setViewing(side)}
              >
                {t(sideKeys[side])}
              </Button>
            ) : null,
          )}
        </div>
        {viewing && viewingUrl ? (
          <DocumentViewer
            title={t('adminClients.viewer.title', {
              side: t(sideKeys[viewing]),
              name: doc.name,
            })}
            url={viewingUrl}
            declaredType={doc.types[viewingIndex]}
            onClose={() => setViewing(null)}
          />
        ) : null}
      </td>
      <DecisionCell
        kind="documents"
        waiting={doc.status === 'pending'}
        busy={busy}
        outcome={outcome}
        describedBy={customerId}
        onDecide={(decision, reason) => void decide(decision, reason)}
      />
    </tr>
  )
}

/** The identity documents members sent, the ones waiting for a decision first, a page at a time. */
export function DocumentsTable() {
  const { t } = useTranslation()
  const documents = useClientDocuments()
  return (
    <PagedRows query={documents} empty={t('adminClients.documents.empty')}>
      {(list, total) => (
        <ScrollTable
          caption={t('adminClients.documents.caption', { number: total, shown: list.length })}
          minWidth="min-w-[56rem]"
          head={
            <>
              <HeadCell>{t('adminClients.customer')}</HeadCell>
              <HeadCell>{t('adminClients.documents.date')}</HeadCell>
              <HeadCell>{t('adminClients.statusLabel')}</HeadCell>
              <HeadCell>{t('adminClients.documents.files')}</HeadCell>
              <HeadCell>{t('adminClients.actions')}</HeadCell>
            </>
          }
        >
          {list.map((doc) => (
            <DocumentRow key={doc.idDoc} document={doc} />
          ))}
        </ScrollTable>
      )}
    </PagedRows>
  )
}
