import { describe, expect, it } from 'vitest';
import {
  AFTER_PAINT_TEMPLATE,
  insertAfterPaintScript,
  scriptsAfterPaint,
} from './scripts-after-paint';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <title>Archive</title>
    <script>document.documentElement.setAttribute('data-x','')</script>
    <link rel="stylesheet" crossorigin href="/assets/main.css">
    <script type="module" crossorigin src="/assets/main.js"></script>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react.js">
    <link rel="manifest" href="/manifest.webmanifest">
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/list.js">
  </head>
  <body>
    <div id="root"><h1>Artworks</h1></div>
  </body>
</html>
`;

function head(html: string): string {
  return html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
}

describe('scriptsAfterPaint', () => {
  it('holds the module script and preloads, in their order, in a template after the drawing', () => {
    const page = scriptsAfterPaint(PAGE);
    expect(head(page)).not.toMatch(/type="module"|modulepreload/);
    // What the first paint needs stays in the head: the stylesheet, the before-paint script.
    expect(head(page)).toContain('<link rel="stylesheet" crossorigin href="/assets/main.css">');
    expect(head(page)).toContain("setAttribute('data-x','')");
    expect(head(page)).toContain('rel="manifest"');
    const template = page.slice(
      page.indexOf(`<template id="${AFTER_PAINT_TEMPLATE}">`),
      page.indexOf('</template>'),
    );
    expect(template).not.toBe('');
    expect(page.indexOf('<template')).toBeGreaterThan(page.indexOf('<div id="root">'));
    expect([...template.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/assets/main.js',
      '/assets/react.js',
      '/assets/list.js',
    ]);
    expect(page).toContain(`<script>${insertAfterPaintScript()}</script>\n  </body>`);
  });

  it('refuses a page without a module script rather than doing nothing', () => {
    expect(() => scriptsAfterPaint(PAGE.replace(/ *<script type="module".*\n/, ''))).toThrow(
      /no module script/,
    );
  });
});
