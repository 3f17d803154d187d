type Handler = (path: string) => Promise<number>;

const routes: Record<string, Handler> = {
  "/health": async () => "ok",
};

export async function handle(path: string): Promise<number> {
  const h = routes[path] ?? notFound;
  return h(path);
}
