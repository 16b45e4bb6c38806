import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { resolveSchemaDir } from '../delivery-config.ts';

export const ERN_SCHEMA_FILE = 'release-notification.xsd';

export interface SchemaValidation {
  valid: boolean;
  /** xmllint's messages, one per problem, with the line in the message: "-:12: element ICPN: …". */
  errors: string[];
}

export interface ValidateOptions {
  /** Folder holding release-notification.xsd (and allowed-value-sets.xsd); default from DDEX_SCHEMA_DIR. */
  schemaDir?: string;
  /** The xmllint binary; default `xmllint` on the PATH. */
  xmllint?: string;
  timeoutMs?: number;
}

/** The environment cannot validate (no xmllint, no schema): a setup problem, not a verdict on the message. */
export class SchemaValidatorUnavailableError extends Error {
  override name = 'SchemaValidatorUnavailableError';
}

/** Validates a message against the ERN 4.3 schema with xmllint (Debian package libxml2-utils), the XML on stdin. */
export function validateAgainstErnSchema(xml: string, options: ValidateOptions = {}): Promise<SchemaValidation> {
  const schema = join(options.schemaDir ?? resolveSchemaDir(), ERN_SCHEMA_FILE);
  const xmllint = options.xmllint ?? 'xmllint';
  if (!existsSync(schema)) {
    return Promise.reject(new SchemaValidatorUnavailableError(`ERN schema not found at ${schema}: set DDEX_SCHEMA_DIR`));
  }
  return new Promise((resolvePromise, reject) => {
    const child = spawn(xmllint, ['--noout', '--nonet', '--schema', schema, '-'], { stdio: ['pipe', 'ignore', 'pipe'] });
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(
        error.code === 'ENOENT'
          ? new SchemaValidatorUnavailableError(`${xmllint} is not installed: install Debian's libxml2-utils (scripts/install-system-deps.sh)`)
          : error,
      );
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (signal) return reject(new SchemaValidatorUnavailableError(`xmllint stopped by ${signal}`));
      // 0 valid, 1 not well formed, 3 and 4 invalid; 5 means the schema itself did not compile.
      if (code === 5) return reject(new SchemaValidatorUnavailableError(`The schema ${schema} did not compile: ${stderr.trim()}`));
      const errors = stderr
        .split('\n')
        .map((line) => line.trimEnd())
        .filter((line) => line && line !== '- validates' && line !== '- fails to validate');
      resolvePromise({ valid: code === 0, errors: code === 0 ? [] : errors.length ? errors : [`xmllint exited with ${code}`] });
    });
    // xmllint may stop reading early (a fatal parse error); the exit code tells the story, not the broken pipe.
    child.stdin.on('error', () => {});
    child.stdin.end(xml);
  });
}
