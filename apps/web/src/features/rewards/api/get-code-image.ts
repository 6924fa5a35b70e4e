import { QR_IMAGE_SCALE } from '@patron/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerKeys } from '../../../shared/api/player/player-keys';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';
import { cachedQuery } from '../../../shared/query/query-client';

const CHUNK = 0x8000;

/** A data: URL, which the strict CSP allows for images (blob: URLs it does not). */
async function toDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK)
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return `data:${blob.type || 'image/png'};base64,${btoa(binary)}`;
}

/**
 * docs/product.md#code-image: the code image is fetched as a blob, so it carries the Authorization header.
 */
export async function getCodeImage(rewardCode: string): Promise<string> {
  const blob = await http.request<Blob>(paths.codeImage(rewardCode, QR_IMAGE_SCALE), {
    responseType: 'blob',
  });
  return toDataUrl(blob);
}

export const codeImageQueryOptions = (rewardCode: string) =>
  queryOptions({
    queryKey: [...playerKeys.reward(rewardCode), 'codeimage'] as const,
    queryFn: () => getCodeImage(rewardCode),
    ...cachedQuery(),
  });

export function useCodeImage(rewardCode: string) {
  return useQuery(codeImageQueryOptions(rewardCode));
}
