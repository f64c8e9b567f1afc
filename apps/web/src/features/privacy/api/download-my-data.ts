import { PrivacyPaths } from '@aula/contract/routes/privacy'
import { download } from '#src/lib/api-client.ts'

/** GET /api/user/privacy/export with the session: the ZIP of the member's data. */
export const downloadMyData = (signal?: AbortSignal): Promise<Blob> =>
  download(PrivacyPaths.exportData, signal ? { signal } : {})
