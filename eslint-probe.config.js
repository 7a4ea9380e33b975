import base from './eslint.config.js';
import { i18nRules } from './eslint-i18n.js';
export default [...base, { ...i18nRules, files: ['src/app/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/api/**/*.{ts,tsx}', 'src/prerender/**/*.{ts,tsx}'] }];
