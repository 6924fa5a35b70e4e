import {
  STEP_UP_HEADER,
  stepUpTokenSchema,
  winLossStatementSchema,
  type StepUpToken,
  type WinLossStatement,
  type WinLossUnlockBody,
} from '@patron/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';
import { statementKeys } from './statement-keys';
import { refetchWhileStale } from '../../../shared/query/refetch-while-stale';

export async function unlockWinLoss(body: WinLossUnlockBody): Promise<StepUpToken> {
  const answer = await http.request(paths.winLossUnlock, {
    method: 'POST',
    json: body,
    suppressErrors: true,
  });
  return stepUpTokenSchema.parse(answer);
}

/** The step-up: the password or PIN again, for a short-lived token kept in memory only. */
export function useUnlockWinLoss() {
  return useMutation({ mutationFn: unlockWinLoss });
}

export async function getWinLoss(year: number, token: string): Promise<WinLossStatement> {
  const answer = await http.request(paths.winLoss(year), {
    headers: { [STEP_UP_HEADER]: token },
    suppressErrors: true,
  });
  return winLossStatementSchema.parse(answer);
}

/**
 * A year's win/loss. Nothing of it is kept: gcTime 0 drops it as soon as no screen shows it, and
 * the token is not part of the key, so it never sits in the cache either.
 */
export function useWinLoss(year: number, token: string | null) {
  return useQuery({
    queryKey: statementKeys.winLossYear(year),
    queryFn: () => getWinLoss(year, token ?? ''),
    enabled: token !== null,
    gcTime: 0,
    staleTime: 0,
    retry: false,
    refetchInterval: refetchWhileStale,
  });
}

export const winLossPdfHeaders = (token: string) => ({ [STEP_UP_HEADER]: token });
