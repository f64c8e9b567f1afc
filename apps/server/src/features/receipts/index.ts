import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ReceiptEndpoints } from '@aula/contract/receipts'
import { addRoute } from '#src/lib/routes.ts'
import { ordersCsv } from './receipts-export.ts'
import {
  getFiscalData,
  listMyReceipts,
  receiptPdfFor,
  setFiscalData,
  type ReceiptDeps,
} from './receipts.service.ts'

/**
 * Receipts (docs/product.md#receipts): the member's list and PDFs (their own; an admin any),
 * the school's fiscal data (admins), and the accountant's CSV of a period (admins).
 * Files are private: never cached by anyone but their reader.
 */
const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ReceiptDeps = { db: app.db, config: app.config, dataKey: app.dataKey }

  addRoute(app, ReceiptEndpoints.mine, async (request) => listMyReceipts(app.db, request.user!.id))

  addRoute(app, ReceiptEndpoints.pdf, async (request, reply) => {
    const pdf = await receiptPdfFor(deps, request.user!, request.params.id)
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${pdf.filename}"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf.content)
  })

  addRoute(app, ReceiptEndpoints.fiscalData, async () => getFiscalData(app.db))

  addRoute(app, ReceiptEndpoints.saveFiscalData, async (request) =>
    setFiscalData(app.db, request.user!.id, request.body),
  )

  addRoute(app, ReceiptEndpoints.ordersCsv, async (request, reply) => {
    const { filename, csv } = await ordersCsv(deps, request.query)
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${filename}"`)
      .header('Cache-Control', 'private, no-store')
      .send(csv)
  })
}

export default receiptRoutes
