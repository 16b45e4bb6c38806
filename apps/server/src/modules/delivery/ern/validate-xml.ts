import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { resolveSchemaDir } from '../delivery-config.ts';

export const ERN_SCHEMA_FILE = 'release-notification.xsd';

export interface SchemaValidation {
  valid: boolean;
  /** libxml2's messages, one per problem, each with its line: "line 12: Element 'ICPN': …". */
  errors: string[];
}

export interface ValidateOptions {
  /** Folder holding release-notification.xsd (and allowed-value-sets.xsd); default from DDEX_SCHEMA_DIR. */
  schemaDir?: string;
}

/** The environment cannot validate (no schema, or the validator does not load): a setup problem, not a verdict on the message. */
export class SchemaValidatorUnavailableError extends Error {
  override name = 'SchemaValidatorUnavailableError';
  constructor(
    message: string,
    /** schema_missing when the folder or its files are not there or do not compile, validator_unavailable otherwise. */
    readonly code: 'schema_missing' | 'validator_unavailable',
  ) {
    super(message);
  }
}

/**
 * The validator runs in a worker thread: libxml2 compiled to WebAssembly (the npm package libxml2-wasm), so no system
 * package is needed. The worker compiles the 3.5 MB schema once (about 0.15 s) and validates each message (25–70 ms)
 * off the event loop; it ends after a minute without messages, which gives back the ~50 MB the compiled schema holds.
 * Only the file-system input provider is registered: the schema's imports are files beside it, nothing is fetched.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const linesOf = (error) => {
  const details = error && error.details;
  if (details && details.length) return details.map((d) => 'line ' + d.line + ': ' + String(d.message).trim());
  return [String((error && error.message) || error).trim().split('\\n')[0]];
};
(async () => {
  let lib;
  try {
    lib = await import(workerData.libxml2);
    (await import(workerData.providers)).xmlRegisterFsInputProviders();
  } catch (error) {
    return parentPort.postMessage({ ready: false, code: 'validator_unavailable', errors: linesOf(error) });
  }
  let validator;
  try {
    const schemaDoc = lib.XmlDocument.fromBuffer(readFileSync(workerData.schemaPath), { url: workerData.schemaPath });
    try { validator = lib.XsdValidator.fromDoc(schemaDoc); } finally { schemaDoc.dispose(); }
  } catch (error) {
    return parentPort.postMessage({ ready: false, code: 'schema_missing', errors: linesOf(error) });
  }
  parentPort.on('message', ({ id, xml }) => {
    let doc;
    try { doc = lib.XmlDocument.fromString(xml); } catch (error) { return parentPort.postMessage({ id, valid: false, errors: linesOf(error) }); }
    try { validator.validate(doc); parentPort.postMessage({ id, valid: true, errors: [] }); }
    catch (error) { parentPort.postMessage({ id, valid: false, errors: linesOf(error) }); }
    finally { doc.dispose(); }
  });
  parentPort.postMessage({ ready: true });
})();
`;

const IDLE_MS = 60_000;

type Answer = { id: number; valid: boolean; errors: string[] };

/** One worker per schema folder, started on demand and ended when idle. */
class SchemaWorker {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  private readonly pending = new Map<number, { resolve: (answer: SchemaValidation) => void; reject: (error: Error) => void }>();
  private nextId = 0;
  private idle: NodeJS.Timeout | null = null;

  constructor(private readonly schemaPath: string) {}

  private start(): Promise<void> {
    if (this.ready) return this.ready;
    const resolveFile = (specifier: string) => pathToFileURL(createRequire(import.meta.url).resolve(specifier)).href;
    let packages: { libxml2: string; providers: string };
    try {
      packages = { libxml2: resolveFile('libxml2-wasm'), providers: resolveFile('libxml2-wasm/lib/nodejs.mjs') };
    } catch (error) {
      return Promise.reject(new SchemaValidatorUnavailableError(`The XML validator (libxml2-wasm) is not installed: ${(error as Error).message}. Run npm ci.`, 'validator_unavailable'));
    }
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { ...packages, schemaPath: this.schemaPath } });
    worker.unref();
    this.worker = worker;
    this.ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (message: { ready?: boolean; code?: 'schema_missing' | 'validator_unavailable'; errors?: string[] } & Partial<Answer>) => {
        if (message.ready === true) return resolve();
        if (message.ready === false) {
          const detail = (message.errors ?? []).slice(0, 3).join('; ');
          reject(
            message.code === 'schema_missing'
              ? new SchemaValidatorUnavailableError(`The ERN schema ${this.schemaPath} does not compile: ${detail}. Set DDEX_SCHEMA_DIR.`, 'schema_missing')
              : new SchemaValidatorUnavailableError(`The XML validator (libxml2-wasm) does not load: ${detail}. Run npm ci.`, 'validator_unavailable'),
          );
          return this.stop();
        }
        const request = this.pending.get(message.id!);
        this.pending.delete(message.id!);
        request?.resolve({ valid: message.valid!, errors: message.errors! });
        this.armIdle();
      });
      worker.on('error', (error) => {
        reject(new SchemaValidatorUnavailableError(`The XML validator stopped: ${error.message}`, 'validator_unavailable'));
        this.failAll(error);
      });
      worker.on('exit', () => {
        this.failAll(new Error('The XML validator stopped'));
        if (this.worker === worker) {
          this.worker = null;
          this.ready = null;
        }
      });
    });
    // A schema that did not compile is not kept: the operator may mend the folder without restarting.
    this.ready.catch(() => {
      this.ready = null;
    });
    return this.ready;
  }

  private failAll(error: Error) {
    for (const request of this.pending.values()) request.reject(new SchemaValidatorUnavailableError(error.message, 'validator_unavailable'));
    this.pending.clear();
  }

  /** With no message in flight the worker neither holds the process open nor lives on past a minute. */
  private armIdle() {
    if (this.idle) clearTimeout(this.idle);
    if (this.pending.size > 0) return;
    this.worker?.unref();
    this.idle = setTimeout(() => this.stop(), IDLE_MS);
    this.idle.unref();
  }

  private stop() {
    const worker = this.worker;
    this.worker = null;
    this.ready = null;
    void worker?.terminate();
  }

  /** Compiles the schema (if not compiled yet) and answers whether it can validate. */
  async check(): Promise<void> {
    await this.start();
    this.armIdle();
  }

  async validate(xml: string): Promise<SchemaValidation> {
    await this.start();
    if (this.idle) clearTimeout(this.idle);
    const worker = this.worker!;
    worker.ref();
    const id = this.nextId++;
    return new Promise<SchemaValidation>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, xml });
    });
  }
}

const workers = new Map<string, SchemaWorker>();

function workerFor(schemaDir: string): SchemaWorker {
  const schemaPath = join(schemaDir, ERN_SCHEMA_FILE);
  if (!existsSync(schemaPath)) throw new SchemaValidatorUnavailableError(`ERN schema not found at ${schemaPath}: set DDEX_SCHEMA_DIR`, 'schema_missing');
  let worker = workers.get(schemaPath);
  if (!worker) workers.set(schemaPath, (worker = new SchemaWorker(schemaPath)));
  return worker;
}

/** Checks that the ERN schema folder holds a schema that compiles; the reason when it does not. */
export async function ernSchemaProblem(schemaDir: string): Promise<SchemaValidatorUnavailableError | null> {
  try {
    await workerFor(schemaDir).check();
    return null;
  } catch (error) {
    return error instanceof SchemaValidatorUnavailableError ? error : new SchemaValidatorUnavailableError(String(error), 'validator_unavailable');
  }
}

/** Validates a message against the ERN 4.3 schema, in a worker thread (libxml2 compiled to WebAssembly). */
export async function validateAgainstErnSchema(xml: string, options: ValidateOptions = {}): Promise<SchemaValidation> {
  return workerFor(options.schemaDir ?? resolveSchemaDir()).validate(xml);
}
