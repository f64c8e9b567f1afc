import type { Language } from '@aula/contract/common'
import type { Member } from '@aula/contract/members'
import { inLanguage } from '#src/lib/content-language.ts'
import { joinedImageView } from '#src/lib/asset-view.ts'
import type { MemberRow } from './members.repository.ts'

/** The trainer as read in `language`: an English text left empty falls back to Italian. */
export function toMemberDto(row: MemberRow, language: Language = 'it'): Member {
  const description = inLanguage(language, row.description, row.description_en)
  const session = inLanguage(language, row.session, row.session_en)
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
    description: description.text,
    language: row.language,
    session: session.text,
    fileUrl: image?.url ?? '',
    image,
    languages: { description: description.lang, session: session.lang },
    translated: Boolean(row.description_en),
  }
}
