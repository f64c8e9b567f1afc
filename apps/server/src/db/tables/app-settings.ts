/** Facts about the database itself (db/app-settings.ts). */
export interface AppSettingTables {
  app_setting: AppSettingTable
}

/** Facts about the database itself: the data key's fingerprint, the demo seed's mark. */
export interface AppSettingTable {
  name: string
  value: string
  updated_at: string
}
