/**
 * Whether a request to a public room comes from a program rather than a person (decision 032):
 * crawlers, link-preview fetchers (a link pasted into a chat is fetched at once by the chat's
 * server), command-line and library clients, an empty User-Agent, and the browser's own
 * prefetches (Sec-Purpose / Purpose: prefetch). Such requests are answered as usual but not
 * counted, so the figures tell of people.
 */

/** Parts of a User-Agent that only programs send (matched case-insensitively). */
const AUTOMATED_AGENT =
  /\bbot\b|bot[/;)-]|robot|crawl|spider|slurp|scrape|preview|phantomjs|lighthouse|pagespeed|facebookexternalhit|facebookcatalog|meta-externalagent|twitterbot|slackbot|slack-imgproxy|discordbot|telegrambot|whatsapp|linkedinbot|skypeuripreview|microsoftpreview|redditbot|embedly|iframely|vkshare|w3c_validator|google-inspectiontool|googleother|feedfetcher|mediapartners|adsbot|applebot|bingpreview|yandex|baiduspider|petalbot|ahrefs|semrush|mj12|dotbot|bytespider|gptbot|chatgpt|claudebot|perplexity|ccbot|curl\/|wget\/|python-requests|python-urllib|python-httpx|aiohttp|go-http-client|java\/|okhttp|node-fetch|undici|axios\/|libwww-perl|httpie|postmanruntime|insomnia|scrapy|http_request2|guzzlehttp|ruby|mechanize|^mozilla\/5\.0$/i;

export interface VisitorHeaders {
  userAgent: string | undefined;
  secPurpose?: string | undefined;
  purpose?: string | undefined;
}

export function isAutomatedVisitor(headers: VisitorHeaders): boolean {
  const agent = (headers.userAgent ?? '').trim();
  if (agent === '') return true;
  if (AUTOMATED_AGENT.test(agent)) return true;
  const purpose = `${headers.secPurpose ?? ''} ${headers.purpose ?? ''}`.toLowerCase();
  return /\bprefetch\b|\bprerender\b/.test(purpose);
}
