import { IMMUTABLE_CACHE_CONTROL } from '@archive/domain/images/image-limits';

/**
 * The headers of an upload PUT (spec section 7: content type and a year-long cache header),
 * and `If-None-Match: *`: one object per key, so a second PUT to a still valid address is
 * refused instead of replacing a linked original behind its year-long cache (decision 020).
 */
export function uploadHeaders(contentType: string): Record<string, string> {
  return {
    'content-type': contentType,
    'cache-control': IMMUTABLE_CACHE_CONTROL,
    'if-none-match': '*',
  };
}
