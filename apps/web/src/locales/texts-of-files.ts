type Texts = Record<string, unknown>

/**
 * The texts of a folder of screen files (`<key>.<lang>.json`, as import.meta.glob gives
 * them), each file under its top-level key `<key>`.
 */
export function textsOfFiles(files: Record<string, Texts>): Texts {
  const texts: Texts = {}
  for (const [file, content] of Object.entries(files)) {
    const key = /\/([\w-]+)\.(it|en)\.json$/.exec(file)?.[1]
    if (key) texts[key] = content
  }
  return texts
}
