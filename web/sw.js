// The offline copy: every file the build listed in site.json, kept in a cache named
// after the build, answered from there first; nothing outside this site is ever fetched.
const SITE = new URL("./", self.location).href;

async function listed() {
  const response = await fetch("site.json", { cache: "no-cache" });
  const site = await response.json();
  return { name: "liubo-" + site.build, files: ["./", "site.json", ...Object.keys(site.files)] };
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const { name, files } = await listed();
      const cache = await caches.open(name);
      await cache.addAll(files);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const { name } = await listed().catch(() => ({ name: null }));
      if (name) {
        for (const key of await caches.keys()) if (key.startsWith("liubo-") && key !== name) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SITE)) return;
  const fresh = request.url.endsWith("site.json");
  event.respondWith(
    (async () => {
      if (!fresh) {
        const hit = await caches.match(request, { ignoreSearch: true });
        if (hit) return hit;
      }
      try {
        return await fetch(request);
      } catch (error) {
        const hit = await caches.match(request, { ignoreSearch: true });
        if (hit) return hit;
        throw error;
      }
    })(),
  );
});
