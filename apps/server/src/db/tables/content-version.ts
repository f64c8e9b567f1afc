/** The version of the public content (lib/public-cache.ts). */
export interface ContentVersionTables {
  content_version: ContentVersionTable
}

/** One row (id 1): moved on by every admin write, read by every process's cache. */
export interface ContentVersionTable {
  id: number
  version: number
}
