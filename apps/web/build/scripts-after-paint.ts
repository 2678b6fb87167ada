/**
 * The app's scripts asked for once the drawn page has painted (issue 37, decision 079).
 *
 * A route page that draws its screen before its scripts (login, artworks) has nothing to wait
 * for before its first paint but its stylesheets and fonts. Its module script and module
 * preloads, listed in the head, were asked for at once all the same: on a slow phone they share
 * the connection with the stylesheets, and Lighthouse's simulation counts every request started
 * before the largest paint as one it waited for (the drawn storage notice painted at once, but
 * was simulated 0.7–1.4 s after the first paint, behind 22–45 script requests).
 *
 * This step moves those tags, unchanged, into an inert `<template>` at the end of the body and
 * adds a few lines that put them into the head once the page has painted. Scripts a template
 * holds run when its content is inserted into the document, in the order listed, as from the
 * head.
 */

/** The template's id: the bench reads the tags inside it as the page's scripts. */
export const AFTER_PAINT_TEMPLATE = 'archive-scripts-after-paint';

const SCRIPT_TAGS =
  / *<script type="module"[^>]*><\/script>\n?| *<link rel="modulepreload"[^>]*>\n?/g;

/**
 * Tags inserted a task: each module preload costs the main thread 1.3–2.6 ms on a phone four
 * times slower than this machine (the request it starts), and the 98 of routes/artworks.html
 * inserted at once were one task of 130–320 ms. In the head, the parser had spread that cost
 * before the first paint.
 */
const TAGS_A_TASK = 4;

/**
 * The inline script that inserts the template's tags once the page has painted. It waits for
 * the first contentful paint's entry, which comes once the frame is on the screen: a task queued
 * from `requestAnimationFrame` ran before that, so the scripts were still asked for first. A
 * browser without paint entries waits one frame; a hidden tab, which paints nothing, waits for
 * nothing; and after 3 s the scripts are asked for whatever happened. The tags go in a few at a
 * time, in their order, the module script first.
 */
export function insertAfterPaintScript(): string {
  return (
    `(function(){var d=document,done=false;function go(){if(done)return;done=true;` +
    `var t=d.getElementById(${JSON.stringify(AFTER_PAINT_TEMPLATE)});if(!t)return;` +
    `var n=[].slice.call(d.importNode(t.content,true).children);` +
    `(function next(){var b=n.splice(0,${String(TAGS_A_TASK)});` +
    `for(var i=0;i<b.length;i++)d.head.appendChild(b[i]);if(n.length)setTimeout(next,0)})()}` +
    `if(d.visibilityState!=='visible'){go();return}` +
    `d.addEventListener('visibilitychange',function(){if(d.visibilityState!=='visible')go()});` +
    `setTimeout(go,3000);var P=window.PerformanceObserver;` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)` +
    `new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}})` +
    `.observe({type:'paint',buffered:true});` +
    `else requestAnimationFrame(function(){setTimeout(go,0)})})()`
  );
}

/**
 * The page with its module script and module preloads held until after the first paint.
 * Throws when the page has no module script: the step would otherwise silently do nothing.
 */
export function scriptsAfterPaint(html: string): string {
  const tags = [...html.matchAll(SCRIPT_TAGS)].map((match) => match[0]);
  if (!tags.some((tag) => tag.includes('<script type="module"'))) {
    throw new Error('scripts-after-paint: the page has no module script');
  }
  let rest = html;
  for (const tag of tags) rest = rest.replace(tag, '');
  const held =
    `  <template id="${AFTER_PAINT_TEMPLATE}">\n` +
    tags.map((tag) => `    ${tag.trim()}\n`).join('') +
    `  </template>\n` +
    `  <script>${insertAfterPaintScript()}</script>\n`;
  if (!rest.includes('</body>')) throw new Error('scripts-after-paint: the page has no body');
  return rest.replace('</body>', `${held}  </body>`);
}
