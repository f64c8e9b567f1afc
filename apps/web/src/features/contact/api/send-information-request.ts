import { useMutation } from '@tanstack/react-query'
import { SuccessSchema } from '@aula/contract/common'
import { ContactPaths, type InformationRequestInput } from '@aula/contract/contact'
import { api } from '#src/lib/api-client.ts'

/**
 * Variant B, the information request. A signed-in person's token goes along, so the school
 * sees which account asked; the surname is sent too.
 */
export const sendInformationRequest = (input: {
  request: InformationRequestInput
  token: string | null
}) => api.post(ContactPaths.module, input.request, { schema: SuccessSchema, token: input.token })

export const useSendInformationRequest = () => useMutation({ mutationFn: sendInformationRequest })
