import { IMMUTABLE_CACHE_CONTROL } from '@archive/domain/images/image-limits';

/** The headers of an upload PUT (spec section 7: content type and a year-long cache header). */
export function uploadHeaders(contentType: string): Record<string, string> {
  return { 'content-type': contentType, 'cache-control': IMMUTABLE_CACHE_CONTROL };
}
