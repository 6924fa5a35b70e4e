import {
  impersonationLinkResponseSchema,
  type ImpersonationLinkBody,
  type ImpersonationLinkResponse,
} from '@patron/contracts';
import { useEffect, useRef, useState } from 'react';
import { errorMessages, HttpError } from '../../../shared/http/http-error';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';

/**
 * docs/design.md#identity-and-sessions: the host system's /dummy link is checked (and spent) before the
 * manager may act.
 */
export async function verifyImpersonationLink(
  link: ImpersonationLinkBody,
): Promise<ImpersonationLinkResponse> {
  const body = await http.request<unknown>(paths.impersonationLink, {
    method: 'POST',
    json: link,
    anonymous: true,
    suppressErrors: true,
  });
  return impersonationLinkResponseSchema.parse(body);
}

export type LinkTicketState =
  | { status: 'checking' }
  | { status: 'ready'; ticket: string }
  | { status: 'invalid'; message: string | undefined };

/**
 * Checks the link once on mount; StrictMode's second effect must not spend it a second time.
 * Without h (a page not opened by the host system) the link is invalid.
 */
export function useLinkTicket(h: string | null, patronId: string | null): LinkTicketState {
  const started = useRef(false);
  const [state, setState] = useState<LinkTicketState>(
    h && patronId ? { status: 'checking' } : { status: 'invalid', message: undefined },
  );
  useEffect(() => {
    if (!h || !patronId || started.current) return;
    started.current = true;
    verifyImpersonationLink({ h, patronId }).then(
      ({ ticket }) => setState({ status: 'ready', ticket }),
      (error: unknown) =>
        setState({
          status: 'invalid',
          message: error instanceof HttpError ? errorMessages(error.body)[0] : undefined,
        }),
    );
  }, [h, patronId]);
  return state;
}
