import type { Topic } from '@aula/contract/topics'
import { joinedImageView } from '#src/lib/asset-view.ts'
import type { TopicRow } from './topics.repository.ts'

export function toTopicDto(row: TopicRow): Topic {
  const id = row.id
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
    title: row.title,
    description: row.description,
    fileUrl: image?.url ?? '',
    image,
  }
}
