import type { Language } from '@aula/contract/common'
import type { Topic } from '@aula/contract/topics'
import { inLanguage } from '#src/lib/content-language.ts'
import { joinedImageView } from '#src/lib/asset-view.ts'
import type { TopicRow } from './topics.repository.ts'

/** The topic as read in `language`: an English text left empty falls back to Italian. */
export function toTopicDto(row: TopicRow, language: Language = 'it'): Topic {
  const id = row.id
  const title = inLanguage(language, row.title, row.title_en)
  const description = inLanguage(language, row.description, row.description_en)
  const image = joinedImageView({
    id: row.image_asset_id,
    key: row.image_key,
    variants: row.image_variants,
    width: row.image_width,
    height: row.image_height,
  })
  return {
    idTopic: id,
    id,
    title: title.text,
    description: description.text,
    fileUrl: image?.url ?? '',
    image,
    languages: { title: title.lang, description: description.lang },
    titles: { it: row.title, en: row.title_en || null },
  }
}
