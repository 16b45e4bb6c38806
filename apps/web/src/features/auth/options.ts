import { SignUpSource } from '@portal/domain/enums';
import { optionSource } from '../../lib/option-sources.ts';

/** How the person heard of us (the sign-up form's optional question). */
export const signUpSourceOptions = optionSource('auth.sign-up-source', (t) => Object.values(SignUpSource).map((source) => ({ value: String(source), label: t(`signup_source_${source}`) })));
