import type { FastifyRequest } from 'fastify';
import { languageSchema } from '@patron/contracts';
import { portalOrigin } from '../../lib/portal-origin';
import type { AccountCaller } from './account-mailer';

/** The request's tenant, its portal origin for links, its address and its Locale header. */
export function createCallerOf(deps: { tenantDomains: (tenantId: string) => Promise<string[]> }) {
  return async function callerOf(request: FastifyRequest): Promise<AccountCaller> {
    const locale = request.headers.locale;
    const language = languageSchema.safeParse(Array.isArray(locale) ? locale[0] : locale);
    const domains = await deps.tenantDomains(request.tenant.id);
    return {
      tenant: request.tenant,
      origin: portalOrigin({ protocol: request.protocol, host: request.host }, domains),
      address: request.ip,
      language: language.success ? language.data : undefined,
    };
  };
}
export type CallerOf = ReturnType<typeof createCallerOf>;
