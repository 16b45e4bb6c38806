import { z } from 'zod';
import { AIGC_KINDS, AIGC_TASK_STATES, AIGC_TOOLS, type AigcTool } from '@portal/domain/aigc/tasks';
import { BusinessCode } from '@portal/domain/errors';
import { defineRoute, download } from './route.ts';
import * as heads from './heads/aigc.ts';

export const aigcKind = z.enum(AIGC_KINDS);
export const aigcTaskState = z.enum(AIGC_TASK_STATES);

/** A task as every tool's result call answers it; `output` is the tool's own shape. */
export const aigcTask = <O extends z.ZodType>(output: O) =>
  z.object({
    taskId: z.number(),
    kind: aigcKind,
    state: aigcTaskState,
    /** 0 success, 2000 ongoing, 2001 pending, 10 or 1001–1099 a failure (decision 034). */
    resultCode: z.number(),
    progress: z.number(),
    output: output.nullable(),
    /** The failure's message key (translated by the page). */
    errorKey: z.string().nullable(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  });

/** What creating a task answers. */
export const aigcTaskCreated = z.object({ taskId: z.number(), creditsLeft: z.number() });

const toolNames = Object.keys(AIGC_TOOLS) as [AigcTool, ...AigcTool[]];

export const getAigcBasic = defineRoute(heads.getAigcBasic, {
  summary: "The account's creation credits left this month, the monthly allowance, what each kind of task costs and which tools run on this server.",
  response: z.object({
    creditsLeft: z.number(),
    monthlyCredits: z.number(),
    /** YYYY-MM (UTC) the balance belongs to; the allowance starts again each month. */
    period: z.string(),
    costs: z.record(aigcKind, z.number()),
    tools: z.record(z.enum(toolNames), z.boolean()),
  }),
});

export const decRemainOperationTime = defineRoute(heads.decRemainOperationTime, {
  summary: 'Spends the credits of one operation of a kind done without a server task (a preview exported in the browser); 60004 when too few are left, and then nothing is spent.',
  body: z.object({ kind: aigcKind, times: z.number().int().min(1).max(10).default(1) }),
  response: z.object({ creditsLeft: z.number() }),
  errorCodes: [BusinessCode.OUT_OF_CREDITS],
});

export const taskFile = defineRoute(heads.taskFile, {
  summary: 'Not in document 1: a file a creation task of this account produced (mastered audio, a render), streamed; single byte ranges answer 206. 404 for anyone else.',
  query: z.object({
    taskId: z.coerce.number().int().positive(),
    name: z.string().regex(/^[a-z0-9][a-z0-9._-]{0,80}$/i),
    /** The name the browser saves the file as. */
    as: z.string().min(1).max(200).optional(),
  }),
  response: download,
});
