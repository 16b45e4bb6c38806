import { readStorage, StorageKey, writeStorage } from './storage.ts';

/** Developer settings of the test-config page (document 1 section 2), kept in local storage. */
export const environments = ['match', 'boe', 'prod'] as const;
export type Environment = (typeof environments)[number];

/** Countries the mock IP can pretend to come from; the server honours mock_region only in test mode. */
export const mockRegions = ['US', 'BR', 'ID', 'MX', 'JP', 'GB', 'DE', 'FR', 'AU', 'AE'] as const;

/** `key` shows raw message keys (key mode). */
export const forcedLanguages = ['none', 'key', 'en', 'id', 'pt-BR', 'es-MX'] as const;
export type ForcedLanguage = (typeof forcedLanguages)[number];

export const DEFAULT_TRACK_COUNT_LIMIT = 50;
export const DEFAULT_SONGWRITER_COUNT_LIMIT = 50;

export interface TestConfig {
  environment: Environment;
  mockRegion: string | null;
  /** Only used when environment is BOE. */
  userId: string;
  forcedLanguage: ForcedLanguage;
  showFullLanguageList: boolean;
  trackCountLimit: number;
  songwriterCountLimit: number;
}

export const defaultTestConfig: TestConfig = {
  environment: 'match',
  mockRegion: null,
  userId: '',
  forcedLanguage: 'none',
  showFullLanguageList: true,
  trackCountLimit: DEFAULT_TRACK_COUNT_LIMIT,
  songwriterCountLimit: DEFAULT_SONGWRITER_COUNT_LIMIT,
};

const positive = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback);

function oneOf<T extends string>(list: readonly T[], value: unknown, fallback: T): T {
  return (list as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

/** The saved test configuration with defaults filled in; tolerant of missing or broken storage. */
export function readTestConfig(raw: string | null = readStorage(StorageKey.testConfig)): TestConfig {
  let saved: Partial<Record<keyof TestConfig, unknown>> = {};
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object') saved = parsed as typeof saved;
    } catch {
      saved = {};
    }
  }
  return {
    environment: oneOf(environments, saved.environment, defaultTestConfig.environment),
    mockRegion: (mockRegions as readonly unknown[]).includes(saved.mockRegion) ? (saved.mockRegion as string) : null,
    userId: typeof saved.userId === 'string' ? saved.userId : '',
    forcedLanguage: oneOf(forcedLanguages, saved.forcedLanguage, 'none'),
    showFullLanguageList: typeof saved.showFullLanguageList === 'boolean' ? saved.showFullLanguageList : true,
    trackCountLimit: positive(saved.trackCountLimit, DEFAULT_TRACK_COUNT_LIMIT),
    songwriterCountLimit: positive(saved.songwriterCountLimit, DEFAULT_SONGWRITER_COUNT_LIMIT),
  };
}

export function writeTestConfig(config: TestConfig): void {
  writeStorage(StorageKey.testConfig, JSON.stringify(config));
}
