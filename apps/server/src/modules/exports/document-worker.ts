import type { DocumentTask, TaskResult } from '@archive/documents/document-task';
import { runDocumentTask } from '@archive/documents/document-task';
import { loadDocumentFonts } from './document-fonts';

/*
 * The body of one export worker thread (document-pool.ts). Fonts are read once per thread.
 * Runs in a worker: never import the app, the database or anything with a connection here.
 */
const fonts = loadDocumentFonts();

export async function renderTask(task: DocumentTask): Promise<TaskResult> {
  return runDocumentTask(task, await fonts);
}
