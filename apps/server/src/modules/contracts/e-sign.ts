/**
 * An outside e-signature service (DocuSign). The portal signs in-house (SIMPLE_SIGN) unless a provider is configured;
 * without credentials the provider is never called.
 */
export interface ESignProvider {
  readonly name: 'DOCUSIGN';
  createEnvelope(input: { contractNumber: string; title: string; pdf: Uint8Array; signerName: string; signerEmail: string }): Promise<{ envelopeId: string }>;
  /** sent, delivered, completed, declined or voided, as the provider reports it. */
  envelopeStatus(envelopeId: string): Promise<string>;
}

export interface DocuSignSettings {
  baseUrl: string;
  accountId: string;
  accessToken: string;
}

export function docuSignSettingsFrom(env: NodeJS.ProcessEnv): DocuSignSettings | null {
  const { DOCUSIGN_BASE_URL, DOCUSIGN_ACCOUNT_ID, DOCUSIGN_ACCESS_TOKEN } = env;
  if (!DOCUSIGN_BASE_URL || !DOCUSIGN_ACCOUNT_ID || !DOCUSIGN_ACCESS_TOKEN) return null;
  return { baseUrl: DOCUSIGN_BASE_URL.replace(/\/$/, ''), accountId: DOCUSIGN_ACCOUNT_ID, accessToken: DOCUSIGN_ACCESS_TOKEN };
}

/** DocuSign eSignature REST API v2.1: one envelope per contract, one remote signer. */
export class DocuSignProvider implements ESignProvider {
  readonly name = 'DOCUSIGN' as const;
  constructor(private readonly settings: DocuSignSettings) {}

  private async call(path: string, init: RequestInit): Promise<Record<string, unknown>> {
    const response = await fetch(`${this.settings.baseUrl}/restapi/v2.1/accounts/${this.settings.accountId}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${this.settings.accessToken}`, 'content-type': 'application/json', accept: 'application/json' },
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`DocuSign answered ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  }

  async createEnvelope(input: { contractNumber: string; title: string; pdf: Uint8Array; signerName: string; signerEmail: string }) {
    const body = {
      emailSubject: input.title,
      status: 'sent',
      documents: [{ documentId: '1', name: `${input.contractNumber}.pdf`, fileExtension: 'pdf', documentBase64: Buffer.from(input.pdf).toString('base64') }],
      recipients: { signers: [{ recipientId: '1', routingOrder: '1', name: input.signerName, email: input.signerEmail }] },
      customFields: { textCustomFields: [{ name: 'contractNumber', value: input.contractNumber, show: 'false' }] },
    };
    const answer = await this.call('/envelopes', { method: 'POST', body: JSON.stringify(body) });
    return { envelopeId: String(answer.envelopeId) };
  }

  async envelopeStatus(envelopeId: string) {
    const answer = await this.call(`/envelopes/${encodeURIComponent(envelopeId)}`, { method: 'GET' });
    return String(answer.status);
  }
}
