import { QR_IMAGE_SCALE } from '@patron/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { playerKeys } from '../../../shared/api/player/player-keys';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';
import { cachedQuery } from '../../../shared/query/query-client';

/** Spec §7: the code image is fetched as a blob, so it carries the Authorization header. */
export async function getCodeImage(rewardCode: string): Promise<Blob> {
  return http.request<Blob>(paths.codeImage(rewardCode, QR_IMAGE_SCALE), { responseType: 'blob' });
}

export const codeImageQueryOptions = (rewardCode: string) =>
  queryOptions({
    queryKey: [...playerKeys.reward(rewardCode), 'codeimage'] as const,
    queryFn: () => getCodeImage(rewardCode),
    ...cachedQuery(),
  });

/** An object URL for the QR image, revoked when the dialog closes. */
export function useCodeImageUrl(rewardCode: string) {
  const image = useQuery(codeImageQueryOptions(rewardCode));
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data) return;
    const objectUrl = URL.createObjectURL(image.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [image.data]);
  return { url, isError: image.isError, isPending: image.isPending };
}
