import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTemplate, destroyTemplate, type TestDatabaseTemplate } from '@shop/db/testing';
import { localFileStore } from '@shop/storage';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    template: TestDatabaseTemplate;
    uploadsDir: string;
  }
}

/**
 * Migrates and seeds one template database for the whole run: embedded PGlite by default,
 * or a fresh database on the PostgreSQL server named by DATABASE_URL.
 */
export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(path.join(tmpdir(), 'shop-api-test-'));
  const uploadsDir = path.join(workDir, 'uploads');
  const template = await createTemplate({
    databaseUrl: process.env.DATABASE_URL || undefined,
    files: localFileStore(uploadsDir),
    workDir,
  });
  project.provide('template', template);
  project.provide('uploadsDir', uploadsDir);
  return async () => {
    await destroyTemplate(template);
    await rm(workDir, { recursive: true, force: true });
  };
}
