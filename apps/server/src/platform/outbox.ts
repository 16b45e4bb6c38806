import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { outboxMessages } from '@portal/db/schema';
import type { Db } from '@portal/db/client';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  body: string;
}

/** Sends email and SMS. Each message is written to the database first, so nothing sent is ever lost track of. */
export interface Outbox {
  send(message: OutgoingMessage): Promise<void>;
}

export interface EmailTransport {
  deliver(message: { from: string; to: string; subject: string; text: string }): Promise<void>;
}

/** A provider for text messages. No provider is called in tests; `LogSmsProvider` only records. */
export interface SmsProvider {
  readonly name: string;
  deliver(message: { to: string; text: string }): Promise<void>;
}

export class SmtpTransport implements EmailTransport {
  private readonly transporter;
  constructor(url: string) {
    this.transporter = nodemailer.createTransport(url);
  }
  async deliver(message: { from: string; to: string; subject: string; text: string }): Promise<void> {
    await this.transporter.sendMail(message);
  }
}

/**
 * The shape of an HTTP SMS gateway adapter (form-encoded POST with basic auth, as most providers take).
 * Configured with SMS_PROVIDER_URL, SMS_PROVIDER_USER, SMS_PROVIDER_TOKEN and SMS_FROM.
 */
export class HttpSmsProvider implements SmsProvider {
  readonly name = 'http';
  constructor(private readonly settings: { url: string; user: string; token: string; from: string }) {}
  async deliver(message: { to: string; text: string }): Promise<void> {
    const response = await fetch(this.settings.url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${this.settings.user}:${this.settings.token}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: message.to, From: this.settings.from, Body: message.text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
  }
}

export class DbOutbox implements Outbox {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly from: string,
    private readonly email: EmailTransport | null,
    private readonly sms: SmsProvider | null,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const [row] = await this.db
      .insert(outboxMessages)
      .values({ channel: message.channel, recipient: message.to, subject: message.subject ?? '', body: message.body })
      .returning({ id: outboxMessages.id });
    const id = row?.id as number;
    this.log.info({ outboxId: id, channel: message.channel, to: message.to, subject: message.subject }, `outbox: ${message.body}`);
    try {
      if (message.channel === 'email' && this.email) {
        await this.email.deliver({ from: this.from, to: message.to, subject: message.subject ?? '', text: message.body });
      } else if (message.channel === 'sms' && this.sms) {
        await this.sms.deliver({ to: message.to, text: message.body });
      } else {
        await this.mark(id, 'logged');
        return;
      }
      await this.mark(id, 'sent');
    } catch (error) {
      this.log.warn({ outboxId: id, err: error }, 'outbox delivery failed');
      await this.mark(id, 'failed', String(error).slice(0, 500));
    }
  }

  private async mark(id: number, status: string, error?: string) {
    await this.db.update(outboxMessages).set({ status, error, sentAt: new Date() }).where(eq(outboxMessages.id, id));
  }
}
