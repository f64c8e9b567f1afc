import { MemberAdminCalls } from '@aula/contract/routes/members'
import type { Member } from '@aula/contract/members'
import { call } from '#src/lib/api-client.ts'

/**
 * Deletes a trainer who organizes no course. The trainer is named by id, which the server
 * prefers, and by name and surname, as the call has always done.
 */
export const deleteTrainer = (trainer: Pick<Member, 'idMember' | 'name' | 'surname'>) =>
  call(MemberAdminCalls.remove, {
    body: { id: trainer.idMember, name: trainer.name, surname: trainer.surname },
  })
