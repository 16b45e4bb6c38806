// The API calls pages make, recorded in Chromium, for benchmarks that replay them (load-curve.mjs, slowest-endpoints.mjs).
import { launchBrowser, signedInContext } from './browser-load.mjs';
import { cookieHeader } from './lib.mjs';

/** The API calls the pages make when opened one after another, as { method, path, body, contentType }, first of each path kept. */
export async function recordCalls(base, jar, pages) {
  const browser = await launchBrowser();
  try {
    const page = await (await signedInContext(browser, base, jar)).newPage();
    const calls = new Map();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/api/') || calls.has(url.pathname)) return;
      calls.set(url.pathname, { method: request.method(), path: url.pathname + url.search, body: request.postData() ?? undefined, contentType: request.headers()['content-type'] });
    });
    for (const path of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    return [...calls.values()];
  } finally {
    await browser.close();
  }
}

export const headersFor = (jar, call) => ({ cookie: cookieHeader(jar), 'x-csrf-token': jar.csrf_token, ...(call.contentType ? { 'content-type': call.contentType } : {}) });

/**
 * The calls that answer 2xx and change nothing (a replay must not change what it measures), each with its answer
 * ({ contentType, bodyBase64 }) for the bare server.
 */
export async function replayable(base, jar, calls) {
  const kept = [];
  for (const call of calls) {
    const response = await fetch(base + call.path, { method: call.method, headers: headersFor(jar, call), body: call.body });
    const bodyBase64 = Buffer.from(await response.arrayBuffer()).toString('base64');
    if (response.status >= 200 && response.status < 300 && !/\/(read|ack|close|dismiss|report)\b/.test(call.path))
      kept.push({ ...call, answer: { contentType: response.headers.get('content-type'), bodyBase64 } });
    else console.log(`  not replayed: ${call.method} ${call.path} (${response.status})`);
  }
  return kept;
}
