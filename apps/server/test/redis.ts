import { Redis } from 'ioredis'

/** Removes what a Redis test wrote under its own prefix (counts, locks), so nothing stays. */
export async function dropRedisKeys(url: string, prefix: string): Promise<void> {
  const admin = new Redis(url)
  try {
    const keys = await admin.keys(`${prefix}*`)
    if (keys.length) await admin.del(...keys)
  } finally {
    await admin.quit()
  }
}
