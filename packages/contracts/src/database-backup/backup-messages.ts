/** Messages of database backups and restores (spread into messagesZh and messagesEn). */
export const messagesBackupZh = {
  "backup.tableUnknown": "数据表「{name}」不存在或不能备份",
  "backup.fileNotFound": "备份文件不存在",
  "backup.fileNameInvalid": "文件名为1-100位字母、数字、汉字、_、- 或 .，不能包含路径",
  "backup.fileNameTaken": "已有同名的备份文件",
  "backup.notReady": "备份尚未完成，请稍后再试",
  "backup.running": "已有备份正在进行，请等待其完成",
  "backup.damaged": "备份文件已损坏或不是本系统的备份文件，未做任何更改",
  "backup.versionMismatch": "备份文件的数据库版本（{file}）与当前数据库（{current}）不一致，未做任何更改",
  "backup.restoreFailed": "恢复失败，数据库未做任何更改：{reason}",
  "backup.referencedElsewhere": "数据表「{name}」被未包含在备份中的数据表「{by}」引用，不能单独恢复，未做任何更改",
  "backup.fileRequired": "请选择备份文件",
} as const;

export const messagesBackupEn: Record<keyof typeof messagesBackupZh, string> = {
  "backup.tableUnknown": "Table “{name}” does not exist or cannot be backed up",
  "backup.fileNotFound": "The backup file does not exist",
  "backup.fileNameInvalid": "A file name is 1-100 letters, digits, _, - or . and holds no path",
  "backup.fileNameTaken": "A backup file of that name exists",
  "backup.notReady": "The backup is not finished yet; please try again shortly",
  "backup.running": "A backup is already under way; please wait for it to finish",
  "backup.damaged": "The backup file is damaged or not a backup of this system; nothing was changed",
  "backup.versionMismatch":
    "The backup file's database version ({file}) differs from this database's ({current}); nothing was changed",
  "backup.restoreFailed": "The restore failed and the database was not changed: {reason}",
  "backup.referencedElsewhere":
    "Table “{name}” is referred to by table “{by}”, which the backup does not hold: it cannot be restored alone; nothing was changed",
  "backup.fileRequired": "Choose a backup file",
} as const;
