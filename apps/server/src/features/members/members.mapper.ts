import type { Member } from '@aula/contract/members'
import { joinedImageView } from '#src/lib/asset-view.ts'
import type { MemberRow } from './members.repository.ts'

export function toMemberDto(row: MemberRow): Member {
  const image = joinedImageView({
    id: row.photo_asset_id,
    key: row.photo_key,
    variants: row.photo_variants,
    width: row.photo_width,
    height: row.photo_height,
  })
  return {
    idMember: row.id,
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    phoneNumber: row.phone_number,
    website: row.website,
    description: row.description,
    language: row.language,
    session: row.session,
    fileUrl: image?.url ?? '',
    image,
  }
}
