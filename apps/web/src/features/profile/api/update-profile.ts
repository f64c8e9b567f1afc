import { ProfileCalls } from '@aula/contract/routes/profile'
import type { UpdateUser } from '@aula/contract/profile'
import { call } from '#src/lib/api-client.ts'

/** PUT /api/user/ {name, phoneNumber, address}: the e-mail is never changed here. */
export const updateProfile = (body: UpdateUser) => call(ProfileCalls.updateProfile, { body })
