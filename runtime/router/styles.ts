// The build writes, into the shell, the files each route pattern needs. The inline snippet
// preloads them for the first screen; later navigations add the page's stylesheet here.
interface ManifestRoute {
  path: string;
  css: string[];
}

let manifest: ManifestRoute[] | null = null;

function read(): ManifestRoute[] {
  if (!manifest) {
    try {
      manifest = JSON.parse(document.getElementById('route-manifest')?.textContent || '{}').routes ?? [];
    } catch {
      manifest = [];
    }
  }
  return manifest!;
}

export function ensureStyles(pattern: string): Promise<unknown> {
  const files = read().find((r) => r.path === pattern)?.css ?? [];
  return Promise.all(
    files.map((href) => {
      const existing = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`);
      if (existing) return;
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      const done = new Promise((resolve) => {
        // a missing stylesheet must not block the screen
        link.onload = link.onerror = resolve;
      });
      document.head.appendChild(link);
      return done;
    }),
  );
}
