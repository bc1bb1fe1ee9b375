import { buffer } from 'node:stream/consumers';
import type { FileStore } from './file-store.ts';
import { PROBE_FOLDER } from './probe.ts';

export interface CopyReport {
  copied: number;
  /** Already in the target under the same key (stored names are never reused). */
  skipped: number;
}

/**
 * Copies every file of one store into another, keeping keys, so that the database's paths stay
 * right; files the target already has are left alone, so a copy that stopped can run again.
 */
export async function copyFiles(
  from: FileStore,
  to: FileStore,
  onFile: (key: string, copied: boolean) => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0 };
  for await (const key of from.list()) {
    if (key.startsWith(`${PROBE_FOLDER}/`)) continue;
    if (await to.has(key)) {
      report.skipped += 1;
      onFile(key, false);
      continue;
    }
    const file = await from.get(key);
    if (!file) continue; // deleted meanwhile
    await to.put(key, await buffer(file.body), file.contentType);
    report.copied += 1;
    onFile(key, true);
  }
  return report;
}
