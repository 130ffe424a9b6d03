import { fileURLToPath } from 'node:url';

export const TMP_DIR = fileURLToPath(new URL('../../../.tmp/', import.meta.url));
export const PGLITE_TEMPLATE_DIR = `${TMP_DIR}pglite-template`;
