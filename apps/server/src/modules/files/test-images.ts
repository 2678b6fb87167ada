// Moved to src/test/test-images.ts so every module's tests can use it; kept for importers
// outside the server (apps/web/src/data/images) until they point there.
export * from '../../test/test-images';
