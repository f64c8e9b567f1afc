import { vi } from 'vitest'
import type { TestApp } from '#test/helper.ts'
import type { OutboxMail } from '@aula/testkit/outbox'

const mailsTo = (t: TestApp, to: string) =>
  t.outbox().filter((m) => m.to.toLowerCase().includes(to.toLowerCase()))

/** How many mails an address has received so far. */
export const mailCount = (t: TestApp, to: string) => mailsTo(t, to).length

/**
 * The mail that arrives after `before` mails to the address. Reset and verification links
 * are sent once the answer has left, so a test waits for them as a person would.
 */
export async function nextMailTo(t: TestApp, to: string, before: number): Promise<OutboxMail> {
  return vi.waitFor(
    () => {
      const mail = mailsTo(t, to)[before]
      if (!mail) throw new Error(`no new mail to ${to} yet`)
      return mail
    },
    { timeout: 5000, interval: 10 },
  )
}
