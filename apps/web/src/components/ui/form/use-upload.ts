import { useCallback, useRef, useState } from 'react'
import type { UploadProgress } from '#src/lib/api-client.ts'

/**
 * The state of one multipart upload: its progress, and a cancel that aborts the request
 * (the server then discards what it had received). `start` returns what the call takes;
 * `shown` says whether a progress bar appears before the first byte is reported.
 */
export function useUpload() {
  const [progress, setProgress] = useState<UploadProgress | null>(null)
  const controller = useRef<AbortController | null>(null)

  const start = useCallback((shown = true) => {
    controller.current?.abort()
    controller.current = new AbortController()
    setProgress(shown ? { loaded: 0, total: 0 } : null)
    return { signal: controller.current.signal, onProgress: setProgress }
  }, [])

  const finish = useCallback(() => {
    controller.current = null
    setProgress(null)
  }, [])

  const cancel = useCallback(() => controller.current?.abort(), [])

  return { progress, start, finish, cancel, uploading: progress !== null }
}
