import { createHash } from 'node:crypto';
import { platformById } from '@portal/domain/catalog/platforms';
import { isRtl } from '@portal/domain/languages';
import { PROMO_STORES, promoSocialKinds } from '@portal/domain/promotion/promo-page';

/** Everything the public page shows, resolved from the database; file ids are served under the page's media path. */
export interface PageModel {
  path: string;
  title: string;
  bio: string;
  photoFileId: string | null;
  storeLinks: Record<string, string>;
  socialLinks: Record<string, string>;
  featured: { title: string; releaseDate: string | null; coverFileId: string | null; clipFileId: string | null } | null;
  upcoming: { title: string; releaseDate: string | null; coverFileId: string | null; storeIds: number[] } | null;
}

type T = (key: string, vars?: Record<string, string | number>) => string;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text and attribute values alike: every character that could end a text run or an attribute is replaced. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ENTITIES[char]!);

// The page's one script: reports the view and link clicks, and sends presaves, with the CSRF cookie the API sets.
const SCRIPT = `(function(){var d=document,b=d.body,p=b.getAttribute('data-path');
function c(){var m=d.cookie.match(/(?:^|; )csrf_token=([^;]+)/);return m?decodeURIComponent(m[1]):null}
function k(){var t=c();return t?Promise.resolve(t):fetch('/api/open/ping',{credentials:'same-origin'}).then(function(){return c()||''})}
function s(u,x,q){return k().then(function(t){return fetch(u,{method:'POST',credentials:'same-origin',keepalive:!!q,headers:{'content-type':'application/json','x-csrf-token':t},body:JSON.stringify(x)})})}
s('/api/open/promo/artist/event',{path:p,kind:'view'},1).catch(function(){});
d.addEventListener('click',function(e){var a=e.target.closest&&e.target.closest('a[data-link]');
if(a)s('/api/open/promo/artist/event',{path:p,kind:'click',link:a.getAttribute('data-link')},1).catch(function(){});
var n=e.target.closest&&e.target.closest('button[data-store]');if(!n||n.disabled)return;n.disabled=true;
var o=d.getElementById('presave-status');
s('/api/open/promo/artist/presave',{path:p,storeId:Number(n.getAttribute('data-store'))}).then(function(r){if(!r.ok)throw r;
n.setAttribute('aria-pressed','true');n.className+=' done';o.textContent=n.getAttribute('data-done')}).catch(function(){n.disabled=false;o.textContent=o.getAttribute('data-fail')})})})();`;

/** The Content-Security-Policy of the page: nothing but its own files, its inline style and this one script. */
export const PAGE_CSP = [
  "default-src 'none'",
  "img-src 'self'",
  "media-src 'self'",
  "style-src 'unsafe-inline'",
  `script-src 'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`,
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const STYLE = `*{box-sizing:border-box}html{-webkit-text-size-adjust:100%}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;background:linear-gradient(160deg,#1d1640,#0d1020 60%);color:#f4f4fb;min-height:100vh}
main{max-width:560px;margin:0 auto;padding:40px 20px 24px}header{text-align:center}
.photo{width:152px;height:152px;border-radius:50%;object-fit:cover;border:3px solid #8f7bff;background:#2a2550}
h1{font-size:2rem;line-height:1.2;margin:16px 0 8px;overflow-wrap:anywhere}.bio{white-space:pre-line;color:#d6d5ea;margin:0 0 8px;overflow-wrap:anywhere}
section{background:#1a1a35;border:1px solid #2e2b57;border-radius:16px;padding:16px;margin-top:20px}h2{font-size:1rem;margin:0 0 12px;color:#c9c2ff;text-transform:uppercase;letter-spacing:.06em}
.release{display:flex;gap:14px;align-items:center;margin-bottom:12px}.release img{width:96px;height:96px;border-radius:10px;flex:none;object-fit:cover}
.release h3{margin:0;font-size:1.15rem;overflow-wrap:anywhere}.release p{margin:2px 0 0;color:#bdbbd6;font-size:.9rem}
ul{list-style:none;margin:0;padding:0;display:grid;gap:10px}a.btn,button.btn{display:flex;justify-content:center;align-items:center;min-height:48px;width:100%;padding:10px 16px;border-radius:999px;border:1px solid #5b4fd6;background:#2a2360;color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
a.btn:hover,button.btn:hover{background:#3a3190}button.btn.done{background:#1f6f4a;border-color:#2fa36d;cursor:default}
a:focus-visible,button:focus-visible,audio:focus-visible{outline:3px solid #ffd166;outline-offset:2px}audio{width:100%;margin-top:4px}
.social{display:flex;flex-wrap:wrap;gap:10px;justify-content:center}.social a{color:#fff;padding:8px 14px;border:1px solid #5b4fd6;border-radius:999px;text-decoration:none}
.preview{margin:0;padding:8px 16px;text-align:center;background:#ffd166;color:#1d1640;font-weight:600}.status{min-height:1.5em;margin:10px 0 0;color:#b9f6d3}footer{text-align:center;color:#9d9bb8;font-size:.85rem;padding:24px 0}`;

function mediaUrl(path: string, fileId: string) {
  return `/artist/${path}/media/${encodeURIComponent(fileId)}`;
}

function dateText(language: string, day: string | null) {
  if (!day) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

const storeName = (storeId: number) => platformById(storeId)?.name ?? String(storeId);

/** The public page's HTML in one language: server-rendered, every user text escaped. */
export function renderPage(model: PageModel, language: string, origin: string, t: T, options: { preview?: boolean } = {}): string {
  const e = escapeHtml;
  // A preview's files are fetched as a preview too: the page is not public yet.
  const media = (fileId: string) => `${mediaUrl(model.path, fileId)}${options.preview ? '?preview=1' : ''}`;
  const canonical = `${origin}/artist/${model.path}`;
  const description = (model.bio.trim() || t('promo_public_description', { artist: model.title })).replace(/\s+/g, ' ').slice(0, 200);
  const imageId = model.photoFileId ?? model.featured?.coverFileId ?? model.upcoming?.coverFileId ?? null;
  const image = imageId ? `${origin}${mediaUrl(model.path, imageId)}` : null;
  const cover = (fileId: string | null, title: string) => (fileId ? `<img src="${e(media(fileId))}" width="96" height="96" alt="${e(t('promo_public_cover_alt', { title }))}">` : '');

  const stores = PROMO_STORES.filter((store) => model.storeLinks[store.key]).map(
    (store) =>
      `<li><a class="btn" href="${e(model.storeLinks[store.key]!)}" data-link="${store.key}" rel="noopener" target="_blank">${e(t('promo_public_listen_on', { store: storeName(store.storeId) }))}</a></li>`,
  );
  const social = promoSocialKinds
    .filter((kind) => model.socialLinks[kind])
    .map((kind) => `<a href="${e(model.socialLinks[kind]!)}" data-link="${kind}" rel="noopener me" target="_blank">${e(t(`promo_link_${kind}`))}</a>`);

  const upcoming = model.upcoming
    ? `<section aria-labelledby="presave-h"><h2 id="presave-h">${e(t('promo_public_presave_title'))}</h2>
<div class="release">${cover(model.upcoming.coverFileId, model.upcoming.title)}<div><h3>${e(model.upcoming.title)}</h3><p>${e(t('promo_public_out_on', { date: dateText(language, model.upcoming.releaseDate) }))}</p></div></div>
<ul>${model.upcoming.storeIds
        .map(
          (id) =>
            `<li><button type="button" class="btn" aria-pressed="false" data-store="${id}" data-done="${e(t('promo_public_presaved', { store: storeName(id), title: model.upcoming!.title }))}">${e(t('promo_public_presave_on', { store: storeName(id) }))}</button></li>`,
        )
        .join('')}</ul>
<p id="presave-status" class="status" role="status" aria-live="polite" data-fail="${e(t('promo_public_presave_failed'))}"></p></section>`
    : '';
  const featured = model.featured
    ? `<section aria-labelledby="latest-h"><h2 id="latest-h">${e(t('promo_public_latest'))}</h2>
<div class="release">${cover(model.featured.coverFileId, model.featured.title)}<div><h3>${e(model.featured.title)}</h3><p>${e(dateText(language, model.featured.releaseDate))}</p></div></div>
${model.featured.clipFileId ? `<audio controls preload="none" src="${e(media(model.featured.clipFileId))}" aria-label="${e(t('promo_public_preview', { title: model.featured.title }))}"></audio>` : ''}</section>`
    : '';

  return `<!doctype html>
<html lang="${e(language)}" dir="${isRtl(language) ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${options.preview ? '<meta name="robots" content="noindex">\n' : ''}<title>${e(t('promo_public_page_title', { artist: model.title }))}</title>
<meta name="description" content="${e(description)}">
<link rel="canonical" href="${e(canonical)}">
<meta property="og:type" content="profile">
<meta property="og:title" content="${e(model.title)}">
<meta property="og:description" content="${e(description)}">
<meta property="og:url" content="${e(canonical)}">
<meta property="og:site_name" content="SoundPort">
<meta property="og:locale" content="${e(language.replace('-', '_'))}">
${image ? `<meta property="og:image" content="${e(image)}">\n` : ''}<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">
<meta name="twitter:title" content="${e(model.title)}">
<meta name="twitter:description" content="${e(description)}">
${image ? `<meta name="twitter:image" content="${e(image)}">\n` : ''}<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'MusicGroup', name: model.title, url: canonical, ...(image && { image }), sameAs: [...Object.values(model.storeLinks), ...Object.values(model.socialLinks)] }).replace(/</g, '\\u003c')}</script>
<style>${STYLE}</style>
</head>
<body data-path="${e(model.path)}">
${options.preview ? `<p class="preview" role="note">${e(t('promo_public_preview_note'))}</p>\n` : ''}<main>
<header>${model.photoFileId ? `<img class="photo" src="${e(media(model.photoFileId))}" width="152" height="152" alt="${e(t('promo_public_photo_alt', { artist: model.title }))}">` : ''}
<h1>${e(model.title)}</h1>${model.bio ? `<p class="bio">${e(model.bio)}</p>` : ''}</header>
${upcoming}${featured}${stores.length ? `<section aria-labelledby="listen-h"><h2 id="listen-h">${e(t('promo_public_listen'))}</h2><ul>${stores.join('')}</ul></section>` : ''}
${social.length ? `<section aria-labelledby="follow-h"><h2 id="follow-h">${e(t('promo_public_follow'))}</h2><nav class="social" aria-labelledby="follow-h">${social.join('')}</nav></section>` : ''}
</main>
<footer>${e(t('promo_public_footer'))}</footer>
<script>${SCRIPT}</script>
</body>
</html>`;
}

/** The answer for an address with no published page: indexable by nobody, in the visitor's language. */
export function renderNotFound(language: string, t: T): string {
  return `<!doctype html>
<html lang="${escapeHtml(language)}" dir="${isRtl(language) ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t('promo_public_not_found_title'))}</title><style>${STYLE}</style></head>
<body><main><header><h1>${escapeHtml(t('promo_public_not_found_title'))}</h1><p class="bio">${escapeHtml(t('promo_public_not_found'))}</p></header></main></body></html>`;
}
