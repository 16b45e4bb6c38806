import { eq } from 'drizzle-orm';
import { supportFeedback, users } from '@portal/db/schema';
import type { Services } from '../platform/services.ts';

/** The support inbox's first messages (decision 033): one from the demo artist, one from a visitor via the assistant. */
export async function seedDemoSupport(services: Services, artistId: number): Promise<void> {
  const [artist] = await services.db.select({ email: users.email }).from(users).where(eq(users.id, artistId));
  await services.db.insert(supportFeedback).values([
    {
      userId: artistId,
      email: artist?.email ?? 'artist@demo.soundport.example',
      category: 'stores',
      subject: 'Midnight Drive is missing on one store',
      message: 'My single went live everywhere last week, but I still cannot find it on Deezer in Portugal. Is something wrong with the delivery?',
      lang: 'pt-BR',
    },
    {
      email: 'new.artist@example.com',
      category: 'account',
      subject: 'Can I sign up as a duo?',
      message: 'We are two producers releasing under one name. Should we open one account or two, and how do we split what the songs earn?',
      lang: 'en',
      source: 'assistant',
      conversationId: 'conv_demo000000000000000000000001',
    },
  ]);
}
