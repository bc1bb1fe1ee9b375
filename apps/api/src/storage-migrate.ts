// `npm run storage:migrate`: copies the files of the local uploads folder (UPLOADS_DIR, else
// $DATA_DIR/uploads) into the S3-compatible bucket that the S3_* variables name, keeping their
// paths, so that servers switched to the bucket find every picture the database names. Files the
// bucket already has are skipped: it can run again after an interruption, or before a switch and
// once more after it. Nothing is deleted from the folder.
import { copyFiles, createFileStore, describeStorage, localFileStore } from '@shop/storage';
import { loadConfig } from './config.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.storage.kind !== 's3') {
    console.error(
      'Set S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT for a service other than AWS) to name the bucket to copy into.',
    );
    return 1;
  }
  const from = localFileStore(config.uploadsDir);
  const to = createFileStore(config.storage);
  console.log(
    `Copying ${describeStorage({ kind: 'local', dir: config.uploadsDir })} into ${describeStorage(config.storage)}…`,
  );
  await to.checkWritable();
  const report = await copyFiles(from, to, (key, copied) => {
    if (copied) console.log(`  copied ${key}`);
  });
  console.log(`Done: ${report.copied} copied, ${report.skipped} already there.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`The copy stopped: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
