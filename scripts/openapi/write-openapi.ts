/** `npm run openapi`: regenerates docs/openapi.json from the routes' schemas. */
import { writeFile } from 'node:fs/promises';

import { buildOpenApiDocument, OPENAPI_FILE, serialiseOpenApi } from './openapi-document';

const doc = await buildOpenApiDocument();
await writeFile(OPENAPI_FILE, serialiseOpenApi(doc));
console.log(`wrote ${OPENAPI_FILE} (${Object.keys(doc.paths as object).length} paths)`);
