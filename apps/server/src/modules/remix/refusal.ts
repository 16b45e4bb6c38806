import { AigcTaskError, aigcRefusal } from '../aigc/tasks.ts';

/** A calculation answered at once fails with the same result codes as a task, as the call's error. */
export function refusal(error: unknown): never {
  if (error instanceof AigcTaskError) throw aigcRefusal(error.code, 400, error.messageKey);
  throw error;
}
