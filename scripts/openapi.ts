// npm run openapi: writes the API's OpenAPI document to contracts/openapi.json (committed, so a
// change of the contract shows as a diff; scripts/openapi.test.ts fails when it is out of date).
import { writeFileSync } from 'node:fs';
import { OPENAPI_PATH, openApiDocument } from './openapi-document.ts';

writeFileSync(OPENAPI_PATH, await openApiDocument());
console.log(`Wrote ${OPENAPI_PATH}`);
