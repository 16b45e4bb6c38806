import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
    /** schema_missing when the folder or its files are not there, validator_unavailable otherwise. */
    readonly code: 'schema_missing' | 'validator_unavailable',
  ) {
    super(message);
  }
}

type Libxml2 = typeof import('libxml2-wasm');
interface CompiledSchema {
  validate(xml: string): SchemaValidation;
}

let libxml2: Promise<Libxml2> | undefined;
/** libxml2 compiled to WebAssembly (the npm package libxml2-wasm): loaded with the first message, no system package needed. */
function loadLibxml2(): Promise<Libxml2> {
  libxml2 ??= (async () => {
    const module = await import('libxml2-wasm');
    // Only the file system: the schema's imports are files beside it, and nothing is ever fetched from the network.
    const { xmlRegisterFsInputProviders } = await import('libxml2-wasm/lib/nodejs.mjs');
    xmlRegisterFsInputProviders();
    return module;
  })();
  libxml2.catch(() => (libxml2 = undefined));
  return libxml2;
}

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error)).trim().split('\n')[0]!;

function linesOf(error: unknown): string[] {
  const details = (error as { details?: { message: string; line: number }[] }).details;
  if (details?.length) return details.map((detail) => `line ${detail.line}: ${detail.message.trim()}`);
  return [describeError(error)];
}

/** One compiled schema per folder, kept for the server's life: compiling the 3.5 MB ERN schema takes about 0.15 s. */
const compiled = new Map<string, Promise<CompiledSchema>>();

async function compile(schemaDir: string): Promise<CompiledSchema> {
  const schemaPath = join(schemaDir, ERN_SCHEMA_FILE);
  let lib: Libxml2;
  try {
    lib = await loadLibxml2();
  } catch (error) {
    throw new SchemaValidatorUnavailableError(`The XML validator (libxml2-wasm) does not load: ${describeError(error)}. Run npm ci.`, 'validator_unavailable');
  }
  let validator: InstanceType<Libxml2['XsdValidator']>;
  try {
    const schemaDoc = lib.XmlDocument.fromBuffer(readFileSync(schemaPath), { url: schemaPath });
    try {
      validator = lib.XsdValidator.fromDoc(schemaDoc);
    } finally {
      schemaDoc.dispose();
    }
  } catch (error) {
    throw new SchemaValidatorUnavailableError(`The ERN schema ${schemaPath} does not compile: ${linesOf(error).slice(0, 3).join('; ')}. Set DDEX_SCHEMA_DIR.`, 'schema_missing');
  }
  return {
    validate(xml) {
      let doc: InstanceType<Libxml2['XmlDocument']>;
      try {
        doc = lib.XmlDocument.fromString(xml);
      } catch (error) {
        return { valid: false, errors: linesOf(error) };
      }
      try {
        validator.validate(doc);
        return { valid: true, errors: [] };
      } catch (error) {
        return { valid: false, errors: linesOf(error) };
      } finally {
        doc.dispose();
      }
    },
  };
}

/** Checks that the ERN schema folder holds a schema that compiles; the reason when it does not. */
export async function ernSchemaProblem(schemaDir: string): Promise<SchemaValidatorUnavailableError | null> {
  try {
    await compiledSchema(schemaDir);
    return null;
  } catch (error) {
    return error instanceof SchemaValidatorUnavailableError ? error : new SchemaValidatorUnavailableError(describeError(error), 'validator_unavailable');
  }
}

function compiledSchema(schemaDir: string): Promise<CompiledSchema> {
  if (!existsSync(join(schemaDir, ERN_SCHEMA_FILE))) {
    return Promise.reject(new SchemaValidatorUnavailableError(`ERN schema not found at ${join(schemaDir, ERN_SCHEMA_FILE)}: set DDEX_SCHEMA_DIR`, 'schema_missing'));
  }
  let schema = compiled.get(schemaDir);
  if (!schema) {
    schema = compile(schemaDir);
    compiled.set(schemaDir, schema);
    // A failed compile is not kept: the operator may mend the folder without restarting.
    schema.catch(() => compiled.delete(schemaDir));
  }
  return schema;
}

/** Validates a message against the ERN 4.3 schema, in-process (libxml2 compiled to WebAssembly). */
export async function validateAgainstErnSchema(xml: string, options: ValidateOptions = {}): Promise<SchemaValidation> {
  const schema = await compiledSchema(options.schemaDir ?? resolveSchemaDir());
  return schema.validate(xml);
}
