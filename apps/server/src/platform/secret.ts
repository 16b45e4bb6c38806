import { inspect } from 'node:util';

/**
 * A password or key read from the environment. It prints as [redacted] in logs, JSON and util.inspect, so a config
 * object can be logged whole; only the adapter that needs the value calls reveal().
 */
export class Secret {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  reveal(): string {
    return this.#value;
  }

  toJSON() {
    return '[redacted]';
  }

  toString() {
    return '[redacted]';
  }

  [inspect.custom]() {
    return 'Secret([redacted])';
  }
}

/** The variable as a Secret (unchanged: a password may start or end with a space), or undefined when unset or blank. */
export const secretFrom = (value: string | undefined): Secret | undefined => (value?.trim() ? new Secret(value) : undefined);
