import { and, eq } from 'drizzle-orm';
import { artists, promoPages, promoPageStats } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { formatDay, today } from '@portal/domain/analytics/date-range';

const DAYS = 28;

/**
 * The label's published promo page for Mara Quinn (decision 029): her store and social links, the latest release
 * ("Slow Burn") and the presave block of "Glasshouse", with four weeks of views and link clicks behind its numbers.
 */
export async function seedDemoPromoPage(db: Db, labelId: number): Promise<void> {
  const [artist] = await db
    .select()
    .from(artists)
    .where(and(eq(artists.ownerUserId, labelId), eq(artists.name, 'Mara Quinn')));
  if (!artist) return;
  const [page] = await db
    .insert(promoPages)
    .values({
      ownerUserId: labelId,
      artistId: artist.id,
      path: 'mara-quinn',
      title: 'Mara Quinn',
      bio: 'Portland pop songwriter. Bright hooks, glassy synths and songs about the small hours.\nNew single “Glasshouse” is on its way.',
      storeLinks: { spotify: 'https://open.spotify.com/artist/0MaraQuinnDemoArtist01', apple_music: 'https://music.apple.com/us/artist/mara-quinn/1500000001' },
      socialLinks: { instagram: 'https://www.instagram.com/maraquinnmusic', tiktok: 'https://www.tiktok.com/@maraquinnmusic', official_website: 'https://maraquinn.example' },
      published: true,
      publishedAt: new Date(),
      createdByUserId: labelId,
    })
    .returning({ id: promoPages.id });
  const last = today();
  const rows = [];
  for (let day = last - DAYS + 1; day < last; day++) {
    // A gentle rise towards the release, with a weekend bump; clicks are a share of the views.
    const views = 30 + Math.round((day - last + DAYS) * 2.5) + ((day + 4) % 7 >= 5 ? 15 : 0);
    rows.push({ pageId: page!.id, day: formatDay(day), kind: 'view', target: '', hits: views });
    rows.push({ pageId: page!.id, day: formatDay(day), kind: 'click', target: 'spotify', hits: Math.round(views * 0.22) });
    rows.push({ pageId: page!.id, day: formatDay(day), kind: 'click', target: 'apple_music', hits: Math.round(views * 0.09) });
    rows.push({ pageId: page!.id, day: formatDay(day), kind: 'click', target: 'instagram', hits: Math.round(views * 0.06) });
  }
  await db.insert(promoPageStats).values(rows);
}
