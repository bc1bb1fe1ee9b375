/** Rows keep storage keys (@shop/storage); the API speaks URLs under /uploads. */
export const UPLOADS_URL_PREFIX = '/uploads';

export function uploadUrl(relativePath: string): string {
  return `${UPLOADS_URL_PREFIX}/${relativePath}`;
}
