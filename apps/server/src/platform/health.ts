import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { platforms } from '@portal/domain/catalog/platforms';
import { isValidIpi } from '@portal/domain/release/identifiers';
import type { Config } from '../config.ts';
import { PLACEHOLDER_SENDER_DPID, targetSpecFor } from '../modules/delivery/delivery-config.ts';
import { ernSchemaProblem } from '../modules/delivery/ern/validate-xml.ts';
import { toolFitness } from './media/binaries.ts';
import type { Translate } from './services.ts';

/**
 * What the server relies on outside its own code, checked at start and on an operator's request (issue 23, decision
 * 047): the ERN schema and its validator, ffmpeg and ffprobe, writable storage and delivery folders, and the identities
 * written into files for stores and societies. Each problem names what it breaks and the setting or package that mends it.
 */
export type HealthFeature = 'delivery' | 'uploads' | 'creation' | 'publishing' | 'identifiers' | 'storage';

export interface HealthProblem {
  code: string;
  feature: HealthFeature;
  severity: 'unusable' | 'degraded';
  messageKey: string;
  fixKey: string;
  vars: Record<string, string | number>;
}

export interface HealthCheck {
  name: string;
  ok: boolean;
  detail: string;
}

export interface HealthReport {
  checkedAt: Date;
  problems: HealthProblem[];
  checks: HealthCheck[];
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 300);

/** A folder the server must write into: made if missing, then a file written and removed. */
async function writable(folder: string): Promise<string | null> {
  try {
    await mkdir(folder, { recursive: true });
    const probe = join(folder, `.write-check-${process.pid}`);
    await writeFile(probe, 'ok');
    await rm(probe, { force: true });
    return null;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? describe(error);
  }
}

async function checkSchema(config: Config, report: HealthReport) {
  const dir = config.delivery.schemaDir;
  const problem = await ernSchemaProblem(dir);
  report.checks.push({ name: 'DDEX ERN 4.3 schema', ok: !problem, detail: problem ? problem.message : dir });
  if (!problem) return;
  if (problem.code === 'validator_unavailable') {
    report.problems.push({
      code: 'validator_unavailable',
      feature: 'delivery',
      severity: 'unusable',
      messageKey: 'health_validator_unavailable',
      fixKey: 'health_validator_fix',
      vars: { detail: problem.message },
    });
  } else {
    const missing = problem.message.startsWith('ERN schema not found');
    report.problems.push({
      code: missing ? 'schema_missing' : 'schema_invalid',
      feature: 'delivery',
      severity: 'unusable',
      messageKey: missing ? 'health_schema_missing' : 'health_schema_invalid',
      fixKey: 'health_schema_fix',
      vars: { path: dir, detail: problem.message },
    });
  }
}

async function checkTool(name: 'ffmpeg' | 'ffprobe', report: HealthReport) {
  const tool = await toolFitness(name);
  report.checks.push({ name, ok: tool.runs, detail: tool.detail });
  if (!tool.runs) {
    report.problems.push({
      code: `${name}_missing`,
      feature: name === 'ffmpeg' ? 'uploads' : 'creation',
      severity: 'unusable',
      messageKey: 'health_tool_missing',
      fixKey: `health_${name}_fix`,
      vars: { tool: name, detail: tool.detail },
    });
  } else if (name === 'ffmpeg' && !tool.current) {
    report.problems.push({
      code: 'ffmpeg_too_old',
      feature: 'creation',
      severity: 'unusable',
      messageKey: 'health_ffmpeg_too_old',
      fixKey: 'health_ffmpeg_current_fix',
      vars: { detail: tool.detail },
    });
  }
}

async function checkStorage(config: Config, report: HealthReport) {
  if (config.storageS3) {
    report.checks.push({ name: 'storage', ok: true, detail: `S3 bucket ${config.storageS3.bucket} (reached on first use)` });
    return;
  }
  const failure = await writable(config.storageDir);
  report.checks.push({ name: 'storage', ok: !failure, detail: failure ? `${config.storageDir}: ${failure}` : config.storageDir });
  if (failure)
    report.problems.push({
      code: 'storage_unwritable',
      feature: 'storage',
      severity: 'unusable',
      messageKey: 'health_storage_unwritable',
      fixKey: 'health_storage_fix',
      vars: { path: config.storageDir, detail: failure },
    });
}

async function checkDeliveryTargets(config: Config, report: HealthReport) {
  let local = 0;
  let remote = 0;
  for (const platform of platforms) {
    const spec = targetSpecFor(config.delivery, platform.id);
    if (spec.kind !== 'local') {
      remote++;
      continue;
    }
    local++;
    const failure = await writable(spec.root);
    if (!failure) continue;
    report.checks.push({ name: `delivery target ${platform.name}`, ok: false, detail: `${spec.root}: ${failure}` });
    report.problems.push({
      code: `target_unwritable:${platform.id}`,
      feature: 'delivery',
      severity: 'unusable',
      messageKey: 'health_target_unwritable',
      fixKey: 'health_target_fix',
      vars: { store: platform.name, id: platform.id, path: spec.root, detail: failure },
    });
  }
  report.checks.push({ name: 'delivery targets', ok: true, detail: `${local} local folders checked, ${remote} remote targets (reached at delivery)` });
}

function checkIdentities(config: Config, report: HealthReport) {
  const { upcCompanyPrefix, isrcCountry, isrcRegistrant } = config.identifiers;
  const ipi = config.publisher.ipiNameNumber;
  const rules: [boolean, HealthProblem][] = [
    [
      isValidIpi(ipi),
      { code: 'publisher_ipi_invalid', feature: 'publishing', severity: 'unusable', messageKey: 'health_publisher_ipi_invalid', fixKey: 'health_publisher_ipi_fix', vars: { value: ipi } },
    ],
    [
      /^\d{6,11}$/.test(upcCompanyPrefix),
      { code: 'upc_prefix_invalid', feature: 'identifiers', severity: 'unusable', messageKey: 'health_upc_prefix_invalid', fixKey: 'health_upc_prefix_fix', vars: { value: upcCompanyPrefix } },
    ],
    [
      /^[A-Z]{2}$/.test(isrcCountry) && /^[A-Z0-9]{3}$/.test(isrcRegistrant),
      {
        code: 'isrc_prefix_invalid',
        feature: 'identifiers',
        severity: 'unusable',
        messageKey: 'health_isrc_prefix_invalid',
        fixKey: 'health_isrc_prefix_fix',
        vars: { value: `${isrcCountry}${isrcRegistrant}` },
      },
    ],
    [
      config.delivery.sender.dpid !== PLACEHOLDER_SENDER_DPID,
      {
        code: 'sender_dpid_placeholder',
        feature: 'delivery',
        severity: 'degraded',
        messageKey: 'health_dpid_placeholder',
        fixKey: 'health_dpid_fix',
        vars: { setting: 'DDEX_SENDER_DPID', value: config.delivery.sender.dpid },
      },
    ],
  ];
  for (const [ok, problem] of rules) {
    report.checks.push({ name: problem.code.replace(/_(invalid|placeholder)$/, ''), ok, detail: String(Object.values(problem.vars).at(-1)) });
    if (!ok) report.problems.push(problem);
  }
}

export async function checkHealth(config: Config): Promise<HealthReport> {
  const report: HealthReport = { checkedAt: new Date(), problems: [], checks: [] };
  await Promise.all([checkSchema(config, report), checkTool('ffmpeg', report), checkTool('ffprobe', report), checkStorage(config, report)]);
  await checkDeliveryTargets(config, report);
  checkIdentities(config, report);
  return report;
}

/** The last report, kept per server; `refresh` checks again. */
export class SystemHealth {
  private last: HealthReport | null = null;
  private running: Promise<HealthReport> | null = null;

  constructor(private readonly config: Config) {}

  refresh(): Promise<HealthReport> {
    this.running ??= checkHealth(this.config)
      .then((report) => (this.last = report))
      .finally(() => (this.running = null));
    return this.running;
  }

  current(): Promise<HealthReport> {
    return this.last ? Promise.resolve(this.last) : this.refresh();
  }
}

/** One line per problem for the start-up log: what is wrong, then what mends it. */
export const problemLines = (report: HealthReport, translate: Translate) =>
  report.problems.map(
    (problem) =>
      `${problem.severity === 'unusable' ? 'PROBLEM' : 'warning'} [${problem.feature}] ${translate('en', problem.messageKey, problem.vars)} ${translate('en', problem.fixKey, problem.vars)}`,
  );
