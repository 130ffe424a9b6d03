import { fileURLToPath } from 'node:url';

export const TMP_DIR = fileURLToPath(new URL('../../../.tmp/', import.meta.url));
