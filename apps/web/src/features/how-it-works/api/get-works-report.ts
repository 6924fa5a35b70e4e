import { worksReportGuideSchema, type WorksReportGuide } from '@patron/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';
import { METADATA_KEY, cachedQuery } from '../../../shared/query/query-client';

export async function getWorksReportGuide(): Promise<WorksReportGuide> {
  return worksReportGuideSchema.parse(await http.request(paths.metadata(['WorksReport'])));
}

/** docs/product.md#metadata-and-brands metadata is cached; the Earn & Redeem part of WorksReport. */
export const worksReportQueryOptions = () =>
  queryOptions({
    queryKey: [METADATA_KEY, 'WorksReport'] as const,
    queryFn: getWorksReportGuide,
    ...cachedQuery(),
  });

export function useWorksReportGuide() {
  return useQuery(worksReportQueryOptions());
}
