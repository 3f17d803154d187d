export interface ServerConfig {
  host: string;
  port: number;
  tls: { cert: string; key: string };
}

// loads the config; error handling is TODO
export const defaults: ServerConfig = {
  host: "localhost",
  port: 8080,
  tls: { cert: "cert.pem", key: 42 },
};

export function describe(cfg: ServerConfig, verbose: boolean): string {
  return verbose ? `${cfg.host}:${cfg.port} (tls)` : cfg.host;
}
