import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-script-hashes';

const made: string[] = [];
afterEach(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function dist(files: Record<string, string>): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'archive-dist-'));
  made.push(folder);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), text);
  }
  return folder;
}

function source(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

describe('inlineScriptHashes', () => {
  it("allows each route page's inline script by the hash of its exact text, and no module", () => {
    const notice = "try{document.documentElement.setAttribute('data-x','')}catch(e){}";
    const folder = dist({
      'index.html': '<head><script type="module" src="/assets/index.js"></script></head>',
      'routes/artworks.html': `<head><title>A</title>\n    <script>${notice}</script></head>`,
      'routes/login.html': '<head><title>A</title></head>',
    });
    expect(inlineScriptHashes(folder)).toEqual([source(notice)]);
    expect(inlineScriptHashes(folder)).not.toContain(source(`${notice} `));
  });

  it('is empty when the web app is not built', () => {
    expect(inlineScriptHashes(path.join(tmpdir(), 'archive-no-such-dist'))).toEqual([]);
  });
});
