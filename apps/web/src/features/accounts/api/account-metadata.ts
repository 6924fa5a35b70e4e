import { metadataListItemSchema, type MetadataType } from '@patron/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';
import { METADATA_KEY, cachedQuery } from '../../../shared/query/query-client';
import { parseSignUpMetadata, type SignUpMetadata } from './sign-up-metadata';

const SIGN_UP_TYPES: readonly MetadataType[] = ['SignUpFields', 'SignUpOptions', 'TermsAndConditions'];

export async function getSignUpMetadata(): Promise<SignUpMetadata> {
  const items = z.array(metadataListItemSchema).parse(await http.request(paths.metadata(SIGN_UP_TYPES)));
  const of = (type: MetadataType) => items.find((item) => item.type === type)?.metadata;
  return parseSignUpMetadata(of('SignUpFields'), of('SignUpOptions'), of('TermsAndConditions'));
}

export const signUpMetadataQueryOptions = () =>
  queryOptions({
    queryKey: [METADATA_KEY, ...SIGN_UP_TYPES] as const,
    queryFn: getSignUpMetadata,
    ...cachedQuery(),
  });

export function useSignUpMetadata() {
  return useQuery(signUpMetadataQueryOptions());
}
