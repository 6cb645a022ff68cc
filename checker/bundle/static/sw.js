/* The offline site's service worker: it keeps every file of the site, and answers from what it keeps.
 *
 * Two caches, named after what they hold, so that a new site never reads an old file:
 * - the runtime (Pyodide), named after its version: kept while a new site uses the same version;
 * - the site (pages, scripts, wheels), named after the hash of its files.
 * A new site is a new sw.js (the names are written into it), which takes over at once and deletes
 * the caches no longer named. Cache first: a kept file is answered without the network; a page's
 * query (a share link's position and move) is the page's own business, not part of the file.
 * The one file that is no file of the site, a position as YAML (LANG/dispute/GAME/position.yaml?p=...,
 * the dispute page's download link), is written by the engine of the page that asks for it, or of
 * another page of the site: this worker asks the page for it (referee.js) and answers with it.
 */
"use strict";
/* written when the site is built: {runtime: {name, files}, site: {name, files}} */
const SITE = JSON.parse("{}" /* SITE */);
const scope = self.registration.scope;

async function keep(part) {
  const cache = await caches.open(part.name);
  const have = new Set((await cache.keys()).map((request) => request.url));
  await Promise.all(part.files.map(async (file) => {
    const url = new URL(file, scope).href;
    if (have.has(url)) return;
    const response = await fetch(url, { cache: "reload" });
    if (!response.ok) throw new Error(file + ": " + response.status);
    await cache.put(url, response);
  }));
}

self.addEventListener("install", (event) => {
  event.waitUntil(keep(SITE.runtime).then(() => keep(SITE.site)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  const current = [SITE.runtime.name, SITE.site.name];
  event.waitUntil(caches.keys().then((names) => Promise.all(names
    .filter((name) => name.startsWith("referee-") && current.indexOf(name) < 0)
    .map((name) => caches.delete(name)))).then(() => self.clients.claim()));
});

async function answer(request, url) {
  const path = url.pathname.endsWith("/") ? url.pathname + "index.html" : url.pathname;
  const key = url.origin + path;
  const kept = (await caches.match(key, { cacheName: SITE.site.name })) ||
    (await caches.match(key, { cacheName: SITE.runtime.name }));
  return kept || fetch(request);
}

const YAML = /^([a-z]+)\/dispute\/([^/]+)\/position\.yaml$/;

async function fromPage(event, lang, game, p) {
  let client = event.clientId ? await self.clients.get(event.clientId) : null;
  if (!client) {  /* a download is no page's request: the page that made the link is one of the site's */
    const pages = await self.clients.matchAll({ type: "window" });
    client = pages.find((c) => c.focused) || pages.find((c) => c.visibilityState === "visible") || pages[0];
  }
  if (!client) return new Response("", { status: 503 });
  const channel = new MessageChannel();
  const reply = new Promise((resolve) => { channel.port1.onmessage = (ev) => resolve(ev.data); });
  client.postMessage({ kind: "yaml", lang, game, p }, [channel.port2]);
  const made = await reply;
  if (made.status !== 200) {
    return new Response(made.json, { status: made.status, headers: { "Content-Type": "application/json" } });
  }
  return new Response(made.yaml, { headers: { "Content-Type": "application/yaml; charset=utf-8",
    "Content-Disposition": `attachment; filename="${game}-position.yaml"` } });
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(scope)) return;
  const url = new URL(request.url);
  const yaml = YAML.exec(url.href.slice(scope.length).split(/[?#]/)[0]);
  if (yaml) {
    event.respondWith(fromPage(event, yaml[1], decodeURIComponent(yaml[2]), url.searchParams.get("p") || ""));
    return;
  }
  event.respondWith(answer(request, url));
});
