/** A yes/no column: stored as an integer, read as 1 or 0 on both engines (pg-types.ts). */
export type Flag = 0 | 1
