import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'

/*
 * Redis, when REDIS_URL is set (docs/decisions/027-redis-shared-state.md): what every process
 * of one site must share or learn at once. Rate limits and sign-in limits count there, and a
 * change that a process's memory holds (a session ended, public content edited) is announced
 * on a channel, so the other processes forget it at once instead of within their check
 * interval. Without REDIS_URL none of this is loaded and each process keeps its own counts.
 */

/** What a process announces to the others. */
export type SharedTopic = 'sessions' | 'content' | 'uploads'

export interface SharedState {
  /** Commands (counters, scripts). Fails fast while Redis is away rather than queueing. */
  readonly client: Redis
  /** The prefix of every key and channel of this site (REDIS_PREFIX). */
  readonly prefix: string
  /** Tells the other processes; never echoed back to this one. */
  announce(topic: SharedTopic, data?: string): void
  /**
   * Tells the other processes and waits until each has run its handlers, or `ms` have
   * passed: what this process answers next, the others already know (an admin write's
   * answer, then a read on another process).
   */
  announceAndWait(topic: SharedTopic, data: string, ms: number): Promise<void>
  /** Runs `handler` when another process announces `topic`; returns the way to stop. */
  listen(topic: SharedTopic, handler: (data: string) => void): () => void
  /** Whether Redis answers (the readiness check). */
  ping(): Promise<void>
  close(): Promise<void>
}

/** Opens the two connections (commands, and the channel listener) and waits for both. */
export async function openSharedState(
  url: string,
  prefix: string,
  log: FastifyBaseLogger,
): Promise<SharedState> {
  const options = {
    lazyConnect: true,
    // A command while Redis is away fails at once (the callers decide), instead of waiting
    // in a queue that would hold requests up.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5000,
  }
  const client = new Redis(url, options)
  const listener = new Redis(url, { ...options, enableOfflineQueue: true })
  let lastError = ''
  for (const connection of [client, listener]) {
    connection.on('error', (error: Error) => {
      // One line per kind of failure, not one per retry.
      if (error.message === lastError) return
      lastError = error.message
      log.warn({ err: error }, 'Redis is not answering')
    })
    connection.on('ready', () => {
      if (lastError) log.info('Redis answers again')
      lastError = ''
    })
  }
  try {
    await Promise.all([client.connect(), listener.connect()])
  } catch (error) {
    client.disconnect()
    listener.disconnect()
    throw error
  }

  const self = randomUUID()
  const channel = `${prefix}shared`
  const handlers = new Map<SharedTopic, Set<(data: string) => void>>()
  /** Announcements waiting to be heard: by how many so far, and by how many in all. */
  const awaited = new Map<string, { heard: number; of?: number; done: () => void }>()
  let sent = 0
  const publish = (message: object) => client.publish(channel, JSON.stringify(message))
  await listener.subscribe(channel)
  listener.on('message', (from: string, message: string) => {
    if (from !== channel) return
    const parsed = parseAnnouncement(message)
    if (!parsed || parsed.sender === self) return
    if (parsed.topic === 'heard') {
      const waiting = awaited.get(parsed.data)
      if (waiting && ++waiting.heard >= (waiting.of ?? Infinity)) waiting.done()
      return
    }
    for (const handler of handlers.get(parsed.topic) ?? []) {
      try {
        handler(parsed.data)
      } catch (error) {
        log.error({ err: error, topic: parsed.topic }, 'a shared-state handler failed')
      }
    }
    if (parsed.id) {
      publish({ sender: self, topic: 'heard', data: `${parsed.sender}:${parsed.id}` }).catch(
        () => {},
      )
    }
  })

  return {
    client,
    prefix,
    announce(topic, data = '') {
      client.publish(channel, JSON.stringify({ sender: self, topic, data })).catch((error) => {
        log.warn({ err: error, topic }, 'could not tell the other processes')
      })
    },
    async announceAndWait(topic, data, ms) {
      const id = String(++sent)
      const key = `${self}:${id}`
      let timer: NodeJS.Timeout | undefined
      const heard = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, ms)
        awaited.set(key, { heard: 0, done: resolve })
      })
      try {
        // Every process's listener receives it, this one's too: the others are one fewer.
        const receivers = await publish({ sender: self, topic, data, id })
        const waiting = awaited.get(key)!
        waiting.of = receivers - 1
        if (waiting.heard >= waiting.of) waiting.done()
        await heard
      } catch (error) {
        log.warn({ err: error, topic }, 'could not tell the other processes')
      } finally {
        clearTimeout(timer)
        awaited.delete(key)
      }
    },
    listen(topic, handler) {
      let set = handlers.get(topic)
      if (!set) handlers.set(topic, (set = new Set()))
      set.add(handler)
      return () => set.delete(handler)
    },
    async ping() {
      await client.ping()
    },
    async close() {
      handlers.clear()
      await Promise.allSettled([client.quit(), listener.quit()])
    },
  }
}

/** The topics, and `heard`: a process saying it acted on an announcement (`sender:id`). */
const TOPICS = new Set<string>(['sessions', 'content', 'uploads', 'heard'])

/** A message of the channel, or undefined when it is not one of ours. */
export function parseAnnouncement(
  message: string,
): { sender: string; topic: SharedTopic | 'heard'; data: string; id?: string } | undefined {
  try {
    const value = JSON.parse(message) as {
      sender?: unknown
      topic?: unknown
      data?: unknown
      id?: unknown
    }
    if (typeof value.sender !== 'string' || typeof value.topic !== 'string') return undefined
    if (!TOPICS.has(value.topic)) return undefined
    return {
      sender: value.sender,
      topic: value.topic as SharedTopic | 'heard',
      data: typeof value.data === 'string' ? value.data : '',
      ...(typeof value.id === 'string' ? { id: value.id } : {}),
    }
  } catch {
    return undefined
  }
}
