import type { TestProject } from 'vitest/node';
import { createTestTemplates } from './test-templates.ts';

/** Vitest globalSetup: builds the database templates test files copy (see test-database.ts). */
export default async function setup(project: TestProject) {
  const { templates, cleanup } = await createTestTemplates(process.env.TEST_DATABASE_URL);
  project.provide('testTemplates', templates);
  return cleanup;
}
