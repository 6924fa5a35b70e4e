import type { FastifyRequest } from 'fastify';

/**
 * A URL as the request log may keep it: the query's names stay, their values go. Reset and
 * recovery links carry live one-time tokens and personal identifiers in their query strings, and
 * a log is read by more people than the player.
 */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => `${pair.split('=', 1)[0]}=~`);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

/** Fastify's request serializer, with the query's values left out. */
export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: loggableUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
