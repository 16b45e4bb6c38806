import { environments } from '../../lib/test-config.ts';
import { optionSource } from '../../lib/option-sources.ts';

export const environmentOptions = optionSource('dev-tools.environment', (t) => environments.map((env) => ({ value: env, label: t(`test_config_env_${env}`) })));
