/** True for the API's own paths (/v1 and below), with or without a query string. */
export function isApiPath(url: string): boolean {
  return url === '/v1' || url.startsWith('/v1/') || url.startsWith('/v1?');
}
