/** A file part: its bytes, the name it had on the sender's device and its declared type. */
export interface FilePart {
  data: Uint8Array;
  name: string;
  type?: string;
}

/**
 * Inject options for a multipart/form-data POST, encoded by the platform's own FormData (as a
 * browser would send it): text fields first, then each file as one more `images` part.
 */
export async function multipartPost(
  url: string,
  fields: Record<string, string>,
  files: readonly FilePart[] = [],
  fileField = 'images',
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) {
    body.append(fileField, new Blob([file.data], { type: file.type ?? '' }), file.name);
  }
  const request = new Request('http://x', { method: 'POST', body });
  return {
    method: 'POST' as const,
    url,
    headers: Object.fromEntries(request.headers),
    payload: Buffer.from(await request.arrayBuffer()),
  };
}
