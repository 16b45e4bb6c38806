/**
 * Lists of choices (selects, segmented controls, chips) whose labels come from message keys built at run time. Each
 * is declared with `optionSource`, which names it: `test/all-option-sources.test.tsx` finds every module that declares
 * one, builds each list in all 15 languages and fails on a label that is missing, empty or shows its key. A list that
 * takes arguments (the choices a server allows, a page's measures) names arguments that cover all its choices.
 */
export interface Option {
  value: string;
  label: string;
}

export type Translate = (key: string, vars?: Record<string, unknown>) => string;

type Build<A extends unknown[]> = (t: Translate, ...args: A) => Option[];

export interface OptionSource {
  name: string;
  build: Build<never[]>;
  /** Arguments to build the list with in the test; one empty set for a list that takes none. */
  samples: unknown[][];
}

const sources = new Map<string, OptionSource>();

export function optionSource<A extends unknown[] = []>(name: string, build: Build<A>, ...samples: A[]): Build<A> {
  sources.set(name, { name, build: build as unknown as Build<never[]>, samples: samples.length > 0 ? samples : [[]] });
  return build;
}

/** Every list declared by the modules loaded so far. */
export const optionSources = (): OptionSource[] => [...sources.values()];
