export interface SimulatorEnv {
  port: number;
  host: string;
  apiKey?: string;
  production: boolean;
}

/** The only reader of process.env in the simulator. */
export function readEnv(env: NodeJS.ProcessEnv = process.env): SimulatorEnv {
  const port = Number(env.CMS_SIMULATOR_PORT ?? 8091);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`CMS_SIMULATOR_PORT is a port number, not ${env.CMS_SIMULATOR_PORT}`);
  return {
    port,
    host: '127.0.0.1',
    ...(env.CMS_SIMULATOR_API_KEY ? { apiKey: env.CMS_SIMULATOR_API_KEY } : {}),
    production: env.NODE_ENV === 'production',
  };
}
