import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getFeedbackImage } from '../api/get-feedback-image.ts';
import { feedbackKeys } from '../api/query-keys.ts';

/**
 * A feedback photo as an object URL for an <img>, fetched with the staff token; the URL is
 * released when the image leaves the screen. `failed` when it cannot be shown.
 */
export function useFeedbackImage(fileName: string) {
  const image = useQuery({
    queryKey: feedbackKeys.image(fileName),
    queryFn: ({ signal }) => getFeedbackImage(fileName, signal),
    // A stored photo never changes under its name.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!image.data) return;
    const created = URL.createObjectURL(image.data);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [image.data]);
  return { url, failed: image.isError };
}
