// The worker thread's entry. The server runs TypeScript through tsx, in the main thread as in
// tests; a worker starts bare, so it loads the TypeScript body through tsx's API itself.
import { tsImport } from 'tsx/esm/api';

const { renderTask } = await tsImport('./document-worker.ts', import.meta.url);

export default renderTask;
