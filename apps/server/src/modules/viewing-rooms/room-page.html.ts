import type { ExhibitionPlacement } from '@archive/domain/exhibitions/exhibition-arrangement.schema';
import {
  EXHIBITION_MESSAGES,
  EXHIBITION_PLACE_LABELS,
} from '@archive/domain/exhibitions/exhibition.messages';
import { formatDimensions } from '@archive/domain/artworks/artwork-list-format';
import type { Artwork } from '@archive/domain/artworks/artwork.schema';
import { formatMoney } from '@archive/domain/artworks/money';
import { derivativeUrl, IMAGE_DERIVATIVES } from '@archive/domain/images/image-limits';
import type { ArtworkImage } from '@archive/domain/images/image.schema';
import {
  ROOM_AVAILABILITY_LABELS,
  roomAvailability,
} from '@archive/domain/viewing-rooms/viewing-room-availability';
import { ROOM_PAGE_MESSAGES as M } from '@archive/domain/viewing-rooms/viewing-room.messages';

import {
  ROOM_EXHIBITION_SCRIPT_PATH,
  ROOM_LEAVE_SCRIPT_PATH,
} from '@archive/domain/contract/room-pages.contract';

export { ROOM_EXHIBITION_SCRIPT_PATH, ROOM_LEAVE_SCRIPT_PATH };

/**
 * Loads the 3D room only where WebGL draws: without it (or without script) the page stays
 * the list it is. The module's address is the page's; it mounts into #exhibition-3d.
 */
export const ROOM_EXHIBITION_SCRIPT = `(function(){var el=document.getElementById("exhibition-3d");if(!el)return;try{var c=document.createElement("canvas");var g=c.getContext("webgl2")||c.getContext("webgl");if(!g)return;var l=g.getExtension("WEBGL_lose_context");if(l)l.loseContext()}catch(e){return}el.hidden=false;import(el.getAttribute("data-module")).catch(function(){el.hidden=true})})();
`;

/**
 * Tells the server, once the page is hidden or left, that the visitor was still there, so a
 * one-page visit has a length (decision 032). No cookie, no identifier: the server knows the
 * visit by the same day's hash as the page itself.
 */
export const ROOM_LEAVE_SCRIPT = `(function(){var m=/^\\/rooms\\/([A-Za-z0-9_-]{22})(\\/|$)/.exec(location.pathname);if(!m||!navigator.sendBeacon)return;var u="/rooms/"+m[1]+"/leave";function s(){try{navigator.sendBeacon(u)}catch(e){}}addEventListener("pagehide",s);document.addEventListener("visibilitychange",function(){if(document.visibilityState==="hidden")s()})})();
`;

/**
 * The public viewing room's HTML (decision 032): rendered whole on the server, no script, a
 * few lines of inline CSS, system fonts, images from the files host's derivatives.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

const e = escapeHtml;

const CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1b19;background:#f7f5f0;-webkit-font-smoothing:antialiased}
main{max-width:1120px;margin:0 auto;padding:40px 20px 80px}h1{font:400 2.25rem/1.15 ui-serif,Georgia,"Times New Roman",serif;letter-spacing:-.01em;margin:0 0 12px}
.intro{white-space:pre-line;color:#4a4742;max-width:40em;margin:0 0 40px;font-size:1.0625rem}
.works{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,320px),1fr));gap:56px 40px;align-items:start}
.work{margin:0}.work img{display:block;width:100%;height:auto;background:#ebe7df}.work picture,.ph{display:block;margin:0 0 16px}
.ph{aspect-ratio:4/3;background:#ebe7df}
.work h2{font-size:1rem;font-weight:600;margin:0;letter-spacing:.01em}.work .title{font:400 1.1875rem/1.3 ui-serif,Georgia,"Times New Roman",serif;margin:2px 0 8px}
.facts{margin:0;color:#5c5852;font-size:.9375rem}.facts dt{position:absolute;left:-9999px}.facts dd{margin:0}
.desc{white-space:pre-line;color:#4a4742;font-size:.9375rem}.sale{display:flex;flex-wrap:wrap;align-items:center;gap:4px 12px;margin:12px 0 4px}
.status{display:inline-block;margin:0;padding:2px 10px;border-radius:12px;font-size:.8125rem;font-weight:600;background:#e3f1e6;color:#0b5d1e}
.status-sold{background:#fbe5e3;color:#8a1c1c}.status-reserved{background:#fcf0d2;color:#6b4d00}.status-unavailable{background:#e9e6e0;color:#3d3a35}
.price{font-weight:600;margin:0}a{color:#1c1b19;text-underline-offset:3px}.more{display:flex;flex-wrap:wrap;gap:0 20px;margin:4px 0 0}
.more a,summary{min-height:44px;display:inline-flex;align-items:center;font-size:.9375rem}details{margin:0}summary{cursor:pointer;text-decoration:underline;text-underline-offset:3px}
label{display:block;margin:12px 0 4px;font-weight:600;font-size:.9375rem}input,textarea{width:100%;font:inherit;padding:10px;border:1px solid #8a857c;border-radius:4px;background:#fff}
button{font:inherit;margin-top:12px;padding:10px 20px;min-height:44px;border:0;border-radius:4px;background:#1c1b19;color:#fff;cursor:pointer}
.notice{padding:12px;border-radius:4px;background:#e3f1e6;color:#0b5d1e}.error{color:#8a1c1c;font-weight:600}
.gate{max-width:440px;padding-top:15vh}details[open],.more .notice,.more .error{flex-basis:100%}
.viewer{background:#111;color:#eee;min-height:100vh}.viewer main{max-width:none;padding:12px}.viewer a{color:#f1ede4}.viewer h1{font-size:1.5rem}
.viewer img{display:block;max-width:100%;max-height:88vh;width:auto;height:auto;margin:0 auto 16px}.nav{display:flex;gap:16px;flex-wrap:wrap;margin:0 0 12px}
.nav a{min-height:44px;display:inline-flex;align-items:center}
.pages{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:8px 24px;margin:64px 0 0}.pages a{min-height:44px;display:inline-flex;align-items:center}.pages span{color:#5c5852}
.room-3d{margin:0 0 48px}
.place{margin:12px 0 0;color:#5c5852;font-size:.8125rem;letter-spacing:.04em;text-transform:uppercase}
.owner-note{margin:0 0 24px;padding:10px 14px;border-radius:4px;background:#fcf0d2;color:#4d3800;font-size:.9375rem}.viewer .owner-note{margin:0 0 12px}`;

function ownerNote(ownerPreview: boolean | undefined): string {
  return ownerPreview === true
    ? `<p class="owner-note" role="note">${e(M.ownerPreview)}</p>\n`
    : '';
}

function page(options: {
  title: string;
  body: string;
  viewer?: boolean;
  preload?: string;
  /** Room and viewer pages load the leave beacon (decision 032); gates and messages do not. */
  beacon?: boolean;
  /** A saved exhibition's page loads its 3D room where WebGL is there (decision 057). */
  exhibition?: boolean;
}): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="/favicon.ico" sizes="32x32">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${e(options.title)}</title>
${options.preload ?? ''}${options.beacon === true ? `<script src="${ROOM_LEAVE_SCRIPT_PATH}" defer></script>\n` : ''}${options.exhibition === true ? `<script src="${ROOM_EXHIBITION_SCRIPT_PATH}" defer></script>\n` : ''}<style>${CSS}</style></head>
<body${options.viewer === true ? ' class="viewer"' : ''}>${options.body}</body></html>`;
}

/** A page with one heading and one paragraph (unknown, gone, too many tries). */
export function messagePage(title: string, text: string): string {
  return page({ title, body: `<main class="gate"><h1>${e(title)}</h1><p>${e(text)}</p></main>` });
}

export function passwordPage(options: { roomPath: string; wrong: boolean }): string {
  const error = options.wrong
    ? `<p class="error" id="password-error" role="alert">${e(M.passwordWrong)}</p>`
    : '';
  return page({
    title: M.passwordTitle,
    body: `<main class="gate"><h1>${e(M.passwordTitle)}</h1>${error}
<form method="post" action="${e(options.roomPath)}">
<label for="password">${e(M.passwordLabel)}</label>
<input id="password" name="password" type="password" required autocomplete="current-password"${options.wrong ? ' aria-invalid="true" aria-describedby="password-error"' : ''}>
<button type="submit">${e(M.passwordSubmit)}</button></form></main>`,
  });
}

function coverOf(artwork: Artwork): ArtworkImage | undefined {
  return [...artwork.images].sort((a, b) => a.sortIndex - b.sortIndex)[0];
}

/** The size a derivative has: the original fitted inside its square, never enlarged. */
function fittedSize(image: ArtworkImage, box: number): { width: number; height: number } | null {
  if (image.width === null || image.height === null) return null;
  const scale = Math.min(1, box / Math.max(image.width, image.height));
  return {
    width: Math.max(1, Math.round(image.width * scale)),
    height: Math.max(1, Math.round(image.height * scale)),
  };
}

/** Below this width the room shows the preview derivative; the full-screen viewer the medium. */
const PHONE_MEDIA = '(max-width: 600px)';

function imageTag(image: ArtworkImage, alt: string, first: boolean): string {
  const size = fittedSize(image, IMAGE_DERIVATIVES.medium);
  const dimensions =
    size === null ? '' : ` width="${String(size.width)}" height="${String(size.height)}"`;
  const loading = first ? ' fetchpriority="high"' : ' loading="lazy"';
  return `<img src="${e(derivativeUrl(image.url, 'medium'))}"${dimensions}${loading} decoding="async" alt="${e(alt)}">`;
}

/**
 * A work's cover in the room: the preview on a phone (light on a slow network; the viewer
 * shows the medium), the medium elsewhere. The real size keeps the layout from shifting.
 */
function coverTag(image: ArtworkImage, alt: string, first: boolean): string {
  return `<picture><source media="${PHONE_MEDIA}" srcset="${e(derivativeUrl(image.url, 'preview'))}">${imageTag(image, alt, first)}</picture>`;
}

export interface RoomView {
  title: string;
  introduction: string;
  showPrice: boolean;
  roomPath: string;
  /** The works of this page, in the room's order. */
  works: Artwork[];
  /** Which page of the room this is (decision 054): numbered from 1. */
  page: { number: number; count: number };
  /** The work whose enquiry was just sent, or whose enquiry was refused, if any. */
  enquiry: { artworkId: string; sent: boolean } | null;
  /** The owner's preview (decision 032): a note says the visit is not counted. */
  ownerPreview?: boolean;
  /** An exhibition's arrangement (decision 057): each work's wall or plinth, in hanging order. */
  exhibition?: readonly ExhibitionPlacement[] | null;
  /** The built 3D room's script, when there is a build: the page loads it where WebGL is. */
  exhibitionModule?: string | null;
}

/** Each placed work's wall (or plinth) and its number in the hanging order. */
function placesOf(exhibition: readonly ExhibitionPlacement[] | null | undefined) {
  return new Map(
    (exhibition ?? []).map((placement, index) => [
      placement.artworkId,
      `${EXHIBITION_PLACE_LABELS[placement.place]} · ${String(index + 1)}`,
    ]),
  );
}

function workTitle(artwork: Artwork): string {
  const title = artwork.artworkValues.title.trim() || 'Untitled';
  return artwork.artworkValues.year === '' ? title : `${title}, ${artwork.artworkValues.year}`;
}

function priceText(artwork: Artwork, showPrice: boolean): string {
  const price = showPrice ? formatMoney(artwork.artworkValues.price) : '';
  return price === '' ? M.priceOnRequest : price;
}

function enquiryForm(view: RoomView, artwork: Artwork, index: number): string {
  const state = view.enquiry?.artworkId === artwork.id ? view.enquiry : null;
  const notice =
    state === null
      ? ''
      : state.sent
        ? `<p class="notice" role="status">${e(M.enquirySent)}</p>`
        : `<p class="error" role="alert">${e(M.enquiryInvalid)}</p>`;
  const id = String(index + 1);
  return `${notice}<details${state !== null && !state.sent ? ' open' : ''}><summary>${e(M.enquire)}</summary>
<form method="post" action="${e(view.roomPath)}/enquiry">
<input type="hidden" name="artworkId" value="${e(artwork.id)}">
<label for="email-${id}">${e(M.enquiryEmail)}</label><input id="email-${id}" name="email" type="email" required autocomplete="email">
<label for="message-${id}">${e(M.enquiryMessage)}</label><textarea id="message-${id}" name="message" rows="4" required></textarea>
<button type="submit">${e(M.enquirySend)}</button></form></details>`;
}

/** Availability, and the price or 'Price on request' unless sold. */
function statusLine(artwork: Artwork, showPrice: boolean): string {
  const availability = roomAvailability(artwork.status);
  const label = ROOM_AVAILABILITY_LABELS[availability];
  return availability === 'sold'
    ? `<p>${e(label)}</p>`
    : `<p>${e(label)} · ${e(priceText(artwork, showPrice))}</p>`;
}

function facts(artwork: Artwork, showPrice: boolean): string {
  const values = artwork.artworkValues;
  const availability = roomAvailability(artwork.status);
  const rows: [string, string][] = [
    ['Technique', values.technique],
    ['Dimensions', formatDimensions(values.dimensions)],
    ['Edition', values.edition],
  ];
  const list = rows
    .filter(([, value]) => value.trim() !== '')
    .map(([name, value]) => `<dt>${name}</dt><dd>${e(value)}</dd>`)
    .join('');
  const price =
    availability === 'sold' ? '' : `<p class="price">${e(priceText(artwork, showPrice))}</p>`;
  return `<dl class="facts">${list}</dl>
<div class="sale"><p class="status status-${availability}">${e(ROOM_AVAILABILITY_LABELS[availability])}</p>${price}</div>
${values.workDescription.trim() === '' ? '' : `<p class="desc">${e(values.workDescription)}</p>`}`;
}

/** The address of one page of the room: the first is the room's own address. */
export function roomPageUrl(roomPath: string, page: number): string {
  return page <= 1 ? roomPath : `${roomPath}?page=${String(page)}`;
}

function pageLinks(view: RoomView): string {
  const { number, count } = view.page;
  if (count <= 1) return '';
  const link = (page: number, label: string, rel: string) =>
    page < 1 || page > count
      ? ''
      : `<a href="${e(roomPageUrl(view.roomPath, page))}" rel="${rel}">${e(label)}</a>`;
  return `<nav class="pages" aria-label="${e(M.pages)}">${link(number - 1, M.previousPage, 'prev')}<span aria-current="page">${e(M.pageOf(number, count))}</span>${link(number + 1, M.nextPage, 'next')}</nav>`;
}

export function roomPage(view: RoomView): string {
  const places = placesOf(view.exhibition);
  const works = view.works
    .map((artwork, index) => {
      const cover = coverOf(artwork);
      const title = workTitle(artwork);
      const viewerPath = `${view.roomPath}/works/${artwork.id}`;
      const image =
        cover === undefined
          ? '<div class="ph" aria-hidden="true"></div>'
          : `<a href="${e(viewerPath)}" aria-label="${e(`${M.viewLarge}: ${title}`)}">${coverTag(cover, `${artwork.artist}, ${title}`, index === 0)}</a>`;
      const n = String(index + 1);
      const place = places.get(artwork.id);
      return `<article class="work" id="work-${e(artwork.id)}" aria-labelledby="artist-${n} title-${n}">${image}
${place === undefined ? '' : `<p class="place">${e(place)}</p>`}<h2 id="artist-${n}">${e(artwork.artist)}</h2><p class="title" id="title-${n}">${e(title)}</p>
${facts(artwork, view.showPrice)}
<div class="more"><a href="${e(viewerPath)}">${e(M.viewLarge)}</a>
${enquiryForm(view, artwork, index)}</div></article>`;
    })
    .join('\n');
  const firstCover = view.works[0] === undefined ? undefined : coverOf(view.works[0]);
  const preload =
    firstCover === undefined
      ? ''
      : `<link rel="preload" as="image" href="${e(derivativeUrl(firstCover.url, 'preview'))}" media="${PHONE_MEDIA}" fetchpriority="high">
<link rel="preload" as="image" href="${e(derivativeUrl(firstCover.url, 'medium'))}" media="not all and ${PHONE_MEDIA}" fetchpriority="high">\n`;
  return page({
    title: view.title,
    preload,
    beacon: true,
    exhibition: places.size > 0 && Boolean(view.exhibitionModule),
    body: `<main>${ownerNote(view.ownerPreview)}<h1>${e(view.title)}</h1>
${view.introduction.trim() === '' ? '' : `<p class="intro">${e(view.introduction)}</p>`}
${places.size === 0 ? '' : `<p class="intro">${e(EXHIBITION_MESSAGES.publicListed)}</p>`}
${places.size === 0 || !view.exhibitionModule ? '' : `<section id="exhibition-3d" class="room-3d" aria-label="${e(EXHIBITION_MESSAGES.publicRoomLabel)}" data-room="${e(view.roomPath)}" data-module="${e(view.exhibitionModule)}" hidden></section>`}
<div class="works">${works}</div>
${pageLinks(view)}</main>`,
  });
}

/** The full-screen viewer of one work: its images large on a dark ground, with its neighbours. */
export function viewerPage(options: {
  roomPath: string;
  /** The room's page that holds the work: the way back lands on it. */
  roomPage: number;
  artwork: Artwork;
  previousId: string | undefined;
  nextId: string | undefined;
  showPrice: boolean;
  ownerPreview?: boolean;
}): string {
  const { artwork, roomPath } = options;
  const title = workTitle(artwork);
  const images = [...artwork.images]
    .sort((a, b) => a.sortIndex - b.sortIndex)
    .map((image, index) =>
      imageTag(image, image.description || `${artwork.artist}, ${title}`, index === 0),
    )
    .join('\n');
  const link = (id: string | undefined, label: string) =>
    id === undefined ? '' : `<a href="${e(`${roomPath}/works/${id}`)}">${e(label)}</a>`;
  const back = `${roomPageUrl(roomPath, options.roomPage)}#work-${artwork.id}`;
  return page({
    title: `${artwork.artist}, ${title}`,
    viewer: true,
    beacon: true,
    body: `<main>${ownerNote(options.ownerPreview)}<nav class="nav" aria-label="Works"><a href="${e(back)}">${e(M.backToRoom)}</a>${link(options.previousId, M.previous)}${link(options.nextId, M.next)}</nav>
<h1>${e(artwork.artist)}</h1><p>${e(title)}</p>
${statusLine(artwork, options.showPrice)}
${images}</main>`,
  });
}
