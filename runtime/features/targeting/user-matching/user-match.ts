/** A targeting user-match item (spec §3): how to run it and its markup or URL. */
export interface UserMatch {
  Type: UserMatchType;
  Tag: string;
}
export type UserMatchType = 'js' | 'redirect' | 'iframe';

const TYPES: readonly string[] = ['js', 'redirect', 'iframe'];

/**
 * Reads `UserMatchings` from the user-matching response, keeping only items whose Type is js,
 * redirect or iframe (any case) and whose Tag is non-empty (spec §5).
 */
export function keepUserMatches(response: unknown): UserMatch[] {
  const items = (response as { UserMatchings?: unknown } | null)?.UserMatchings;
  if (!Array.isArray(items)) return [];
  const kept: UserMatch[] = [];
  for (const item of items) {
    const type = String((item as { Type?: unknown } | null)?.Type ?? '').toLowerCase();
    const tag = (item as { Tag?: unknown } | null)?.Tag;
    if (TYPES.includes(type) && typeof tag === 'string' && tag.trim()) kept.push({ Type: type as UserMatchType, Tag: tag });
  }
  return kept;
}

export interface UserMatchingQuery {
  url: string;
  publisherId: string;
  placementId: string;
  uid: string;
}

/** The user-matching request URL (spec §7): pbId, pId0, uid, pc=1, rank0=1, ssl=1. */
export function userMatchingUrl({ url, publisherId, placementId, uid }: UserMatchingQuery): string {
  const target = new URL(url);
  const params = { pbId: publisherId, pId0: placementId, uid, pc: '1', rank0: '1', ssl: '1' };
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}
